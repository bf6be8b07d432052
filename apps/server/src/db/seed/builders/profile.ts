import type { ProDetailsBody } from '@app/contract';
import type { extraAddresses } from '../../schema';

export const extraAddressRows = (
  userId: number,
  addresses: ProDetailsBody['extraAddresses'],
): Array<typeof extraAddresses.$inferInsert> =>
  addresses.map((extra, position) => ({
    userId,
    position,
    companyName: extra.companyName,
    street: extra.street,
    houseNumber: extra.number,
    box: extra.box,
    websiteUrl: extra.websiteUrl,
  }));
