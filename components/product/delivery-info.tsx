/** What happens after ordering, in plain words. Scooters and e-bikes follow their own rules (lib/domain/delivery). */
export function DeliveryInfo({ isUrgent, isCake, isAutomobile = false }: { isUrgent: boolean; isCake: boolean; isAutomobile?: boolean }) {
  if (isAutomobile) {
    return (
      <div className="rounded-2xl border border-leaf-600/30 bg-leaf-500/5 p-4 text-sm text-cocoa-900">
        <p className="font-semibold text-leaf-700">Delivered ready to ride</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
          <li>Checked and registered before delivery: allow 3 days.</li>
          <li>Delivered inside Kathmandu valley and to a few big cities; checkout tells you if your place is covered.</li>
          <li>At most 2 in one order.</li>
          <li>Pay with eSewa, Khalti or cash on delivery.</li>
        </ul>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-leaf-600/30 bg-leaf-500/5 p-4 text-sm text-cocoa-900">
      <p className="font-semibold text-leaf-700">{isUrgent ? 'Delivered within hours' : 'Delivery across Nepal'}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
        {isUrgent ? <li>Order now for delivery today inside Kathmandu valley.</li> : null}
        <li>Same-day and midnight delivery in Kathmandu, Lalitpur and Bhaktapur.</li>
        <li>Outside the valley: delivered in 2–4 days.</li>
        {isCake ? <li>Baked fresh for your delivery date.</li> : null}
        <li>Pay with eSewa, Khalti, Fonepay or cash on delivery.</li>
      </ul>
    </div>
  );
}
