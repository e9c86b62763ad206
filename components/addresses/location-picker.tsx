'use client';

import { useId, useMemo, useState } from 'react';
import { inputClass } from '@/components/account/text-field';
import { type DeliveryLocationOption, groupLocations } from '@/lib/api/hooks/use-delivery-locations';
import { formatNpr } from '@/lib/domain/money';

type Props = {
  locations: readonly DeliveryLocationOption[];
  /** The chosen place's id as text ('' when none). */
  value: string;
  onChange: (deliveryLocationId: string) => void;
  error?: string | undefined;
};

/**
 * Region → city → area, three selects from GET delivery-locations. Beyond the valley a city is itself the place, so
 * choosing it is enough; inside the valley the area is chosen too. The last select carries the field's message.
 */
export function LocationPicker({ locations, value, onChange, error }: Props) {
  const id = useId();
  const regions = useMemo(() => groupLocations(locations), [locations]);
  const chosen = locations.find((l) => String(l.id) === value);
  const [regionId, setRegionId] = useState<number | null>(chosen?.regionId ?? null);
  const [cityId, setCityId] = useState<number | null>(chosen?.cityId ?? null);

  // The chosen place wins over the selects' own state (a GPS pick sets it from outside).
  const activeRegionId = chosen?.regionId ?? regionId;
  const activeCityId = chosen?.cityId ?? cityId;
  const region = regions.find((r) => r.id === activeRegionId);
  const city = region?.cities.find((c) => c.id === activeCityId);
  const cityIsPlace = city !== undefined && city.places.length === 1 && city.places[0]?.id === city.id;

  const pickRegion = (next: string) => {
    setRegionId(next ? Number(next) : null);
    setCityId(null);
    onChange('');
  };
  const pickCity = (next: string) => {
    const nextCity = region?.cities.find((c) => String(c.id) === next);
    setRegionId(activeRegionId);
    setCityId(nextCity?.id ?? null);
    const only = nextCity && nextCity.places.length === 1 && nextCity.places[0]?.id === nextCity.id ? nextCity.places[0] : undefined;
    onChange(only ? String(only.id) : '');
  };

  const errorId = `${id}-error`;
  const describe = (last: boolean) => (last && error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  const select = (invalid: boolean) => `${inputClass} ${invalid ? 'border-brand-600' : 'border-cocoa-200'}`;
  const lastIsCity = !city || cityIsPlace;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-cocoa-900">Delivery area</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-region`} className="text-xs font-medium text-gray-700">
            Region
          </label>
          <select id={`${id}-region`} value={activeRegionId ?? ''} onChange={(e) => pickRegion(e.target.value)} className={select(false)} {...describe(!region)}>
            <option value="">Choose a region</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-city`} className="text-xs font-medium text-gray-700">
            City
          </label>
          <select
            id={`${id}-city`}
            value={activeCityId ?? ''}
            onChange={(e) => pickCity(e.target.value)}
            disabled={!region}
            className={select(Boolean(error) && Boolean(region) && lastIsCity)}
            {...describe(Boolean(region) && lastIsCity)}
          >
            <option value="">{region ? 'Choose a city' : 'Choose a region first'}</option>
            {region?.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {city && !cityIsPlace ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-area`} className="text-xs font-medium text-gray-700">
              Area
            </label>
            <select id={`${id}-area`} value={value} onChange={(e) => onChange(e.target.value)} className={select(Boolean(error))} {...describe(true)}>
              <option value="">Choose an area</option>
              {city.places.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {chosen ? (
        <p className="text-sm text-gray-700">
          Delivery to {chosen.label}: {chosen.charge === 0 ? 'free' : formatNpr(chosen.charge)}
          {chosen.charge > 0 && chosen.freeDeliveryAbove !== null ? ` (free on orders of ${formatNpr(chosen.freeDeliveryAbove, { compact: false })} or more)` : ''}
          {chosen.leadDays > 0 ? `, ${chosen.leadDays} days on the way` : ''}
          {chosen.productTypes.includes('cake') ? '' : ' (no cakes to this place yet)'}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
