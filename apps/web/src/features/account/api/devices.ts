import type { Device } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const getDevicesEndpoint = lazyEndpoint('getDevices');

/** GET my-profile/app/devices: split into the portal's own app and the bank partner app. */
export const fetchDevices = (signal?: AbortSignal) => call(getDevicesEndpoint, {}, { signal });

export interface DeviceLists {
  app: Device[];
  bank: Device[];
}

export const devicesKey = (userId: number) => ['account', 'devices', userId] as const;

export const devicesQuery = (userId: number) =>
  queryOptions<DeviceLists>({
    queryKey: devicesKey(userId),
    queryFn: async ({ signal }) => (await fetchDevices(signal)).data,
    staleTime: 0,
  });

export const useDevices = (userId: number) => useQuery(devicesQuery(userId));
