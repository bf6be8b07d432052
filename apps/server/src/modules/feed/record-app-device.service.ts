import type { RecordAppDeviceBody as Body } from '@app/contract';
import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { hasRows, oneRowOf } from '../../db/sql';
import { validationFailed } from '../../http-error';

const RecordedRow = z.object({ id: z.number().int(), created: z.boolean() });

/**
 * POST internal/app-devices: an app installation signed in to the user's account, or a new FCM token
 * of one. One statement keyed by the installation, so a re-sent or parallel call stores one device;
 * the device is connected again, and belongs to whoever signed in on it last.
 */
export async function recordAppDevice(
  db: Database,
  body: z.output<typeof Body>,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const known = await db.execute(sql`select 1 from users where id = ${body.userId} and deleted_at is null`);
  if (!hasRows(known)) throw validationFailed({ userId: MSG.invalid });
  return oneRowOf(
    RecordedRow,
    await db.execute(sql`
      insert into app_devices (user_id, client_id, client_name, device, brand, manufacturer, model,
        installation_id, push_token, status, created_at, modified_at)
      values (${body.userId}, ${body.clientId}, ${body.clientName}, ${body.device}, ${body.brand},
        ${body.manufacturer}, ${body.model}, ${body.installationId}, ${body.pushToken}, 'connected',
        ${now}, ${now})
      on conflict (client_id, installation_id) where installation_id is not null do update set
        user_id = excluded.user_id, client_name = excluded.client_name, device = excluded.device,
        brand = excluded.brand, manufacturer = excluded.manufacturer, model = excluded.model,
        push_token = excluded.push_token, status = 'connected', modified_at = excluded.modified_at
      returning id, (xmax = 0) as created`),
  );
}
