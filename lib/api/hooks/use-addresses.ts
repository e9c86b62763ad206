import { useMutation, useQuery, useQueryClient } from '@/lib/api/react-query';
import type { AddressView } from '@/lib/domain/address-types';
import type { AddAddressInput } from '@/lib/validation/address';
import { authApi } from '../client';
import { endpoints } from '../endpoints';

// The delivery-address calls (SPEC §7 shipping-addresses, add-, update- and delete-shipping-address). Phone numbers
// go out as integers (SPEC §3, §5); the form parses with the same zod schema as the API first.

type Envelope<T> = { data: T };

export const addressesQueryKey = ['shipping-addresses'] as const;

/** What add/update send (SPEC §7): an address as the API shows it, without its ids and place, default optional. */
export type AddressPayload = Pick<
  AddressView,
  'deliveryLocationId' | 'alias' | 'receiverName' | 'phoneNumber' | 'secondaryPhoneNumber' | 'landmark' | 'xCoord' | 'yCoord'
> & { isDefault?: boolean };

/** A parsed form (national numbers as text) → the spec's payload (numbers as integers). */
export function toAddressPayload(input: AddAddressInput): AddressPayload {
  return {
    deliveryLocationId: input.deliveryLocationId,
    alias: input.alias,
    receiverName: input.receiverName,
    phoneNumber: Number(input.phoneNumber),
    secondaryPhoneNumber: input.secondaryPhoneNumber === undefined ? null : Number(input.secondaryPhoneNumber),
    landmark: input.landmark,
    xCoord: input.xCoord ?? null,
    yCoord: input.yCoord ?? null,
    ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }),
  };
}

export type AddressListQuery = { deliveryDate?: string; isDonation?: boolean; outlet?: boolean };

export const addressCalls = {
  list: async (query: AddressListQuery = {}) => {
    const params: Record<string, string> = {};
    if (query.deliveryDate) params.deliveryDate = query.deliveryDate;
    if (query.isDonation) params.isDonation = '1';
    if (query.outlet) params.outlet = '1';
    const response = await authApi.get<Envelope<{ addressInfo: AddressView[] }>>(endpoints.shippingAddresses, { params });
    return response.data.data.addressInfo;
  },
  add: async (payload: AddressPayload) =>
    (await authApi.post<Envelope<{ address: AddressView }>>(endpoints.addShippingAddress, payload)).data.data.address,
  update: async (addressId: number, payload: AddressPayload) =>
    (await authApi.post<Envelope<{ address: AddressView }>>(endpoints.updateShippingAddress, { addressId, ...payload })).data.data.address,
  remove: async (addressId: number) =>
    (await authApi.post<Envelope<{ addressId: number; newDefaultId: number | null }>>(endpoints.deleteShippingAddress, { addressId })).data.data,
};

/** The customer's addresses; `initial` is what the server page rendered, so the list shows before any request. */
export function useAddresses(initial?: AddressView[]) {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: () => addressCalls.list(),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

/** Save (add or update) and delete; each refreshes the list from the server afterwards (defaults may have moved). */
export function useAddressMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: addressesQueryKey });
  const save = useMutation({
    mutationFn: ({ addressId, payload }: { addressId: number | null; payload: AddressPayload }) =>
      addressId === null ? addressCalls.add(payload) : addressCalls.update(addressId, payload),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (addressId: number) => addressCalls.remove(addressId), onSuccess: refresh });
  return { save, remove };
}
