import { asc, eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the projects module holds about a user: its part of the data export and of the account deletion. */
export const projectsPersonalData: PersonalData = {
  sections: [
    {
      name: 'projects',
      collect: (db, userId) =>
        db
          .select({
            vlancode: projects.vlancode,
            name: projects.name,
            reference: projects.reference,
            statusId: projects.statusId,
            street: projects.street,
            number: projects.houseNumber,
            zip: projects.zip,
            city: projects.city,
            description: projects.description,
            onlineDate: projects.onlineDate,
            offlineDate: projects.offlineDate,
            createdAt: projects.createdAt,
          })
          .from(projects)
          .where(eq(projects.userId, userId))
          .orderBy(asc(projects.id)),
    },
  ],
  // After the listings: units point at their project.
  userTables: [{ table: projects, userId: projects.userId }],
};
