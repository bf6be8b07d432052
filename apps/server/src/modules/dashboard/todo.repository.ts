import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../db/listing-status';
import { int, oneRowOf } from '../../db/sql';

const TodoCountsRow = z.object({ contacts: int, previous_contacts: int, going_offline: int });
export type TodoCountsRow = z.infer<typeof TodoCountsRow>;

/** Brussels days, inclusive: the periods the "to do" block counts (todo.service.ts sets them). */
export interface TodoPeriods {
  contacts: { first: string; last: string };
  previousContacts: { first: string; last: string };
  offline: { first: string; last: string };
}

/**
 * The user's contacts received in two periods, read from the user's daily roll-up (its `contacts`
 * column counts each contact on its Brussels day, decision 032), and the user's public listings whose
 * offline date falls in a period: one statement.
 */
export async function countTodo(db: Database, userId: number, periods: TodoPeriods): Promise<TodoCountsRow> {
  const contactsIn = ({ first, last }: { first: string; last: string }) =>
    sql`coalesce(sum(s.contacts) filter (where s.day between ${first}::date and ${last}::date), 0)::int`;
  const { contacts, previousContacts, offline } = periods;
  return oneRowOf(
    TodoCountsRow,
    await db.execute(sql`
      select ${contactsIn(contacts)} as contacts,
             ${contactsIn(previousContacts)} as previous_contacts,
             (select count(*)::int from listings l
              where l.user_id = ${userId} and l.status_id in (${PUBLIC})
                and l.offline_date between ${offline.first}::date and ${offline.last}::date) as going_offline
      from user_daily_stats s
      where s.user_id = ${userId}
        and s.day between ${previousContacts.first}::date and ${contacts.last}::date
    `),
  );
}
