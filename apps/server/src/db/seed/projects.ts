import { addDays, DAY_MS } from '@app/contract';
import type { Database } from '../client';
import { projectModels, projects } from '../schema';
import { roundTo } from './builders/listing-figures';
import type { CityRow } from './builders/listing-rows';
import type { Planning } from './builders/owner-listings';
import type { DemoProject } from './data/projects';
import { DEMO_PROJECTS } from './data/projects';
import { between, weighted } from './random';

/**
 * The demo agency's projects and their models, inserted at once (units need their ids); the units
 * of an online project are planned as the agency's listings, drawn from the listings' random.
 */
export async function seedProjects(
  db: Database,
  planning: Planning,
  now: Date,
  agencyId: number,
): Promise<{ projects: number; models: number }> {
  let models = 0;
  for (const project of DEMO_PROJECTS) models += await seedProject(db, planning, now, agencyId, project);
  return { projects: DEMO_PROJECTS.length, models };
}

/** One project, its models and (unless a draft) its units; answers the number of models. */
async function seedProject(
  db: Database,
  planning: Planning,
  now: Date,
  agencyId: number,
  project: DemoProject,
): Promise<number> {
  const { random, today, builder, places } = planning;
  const city = places.cityAt(project.zip, project.city);
  const createdDaysAgo = project.statusId === 3 ? between(random, 2, 30) : between(random, 120, 300);
  const onlineDate = project.statusId === 3 ? null : addDays(today, -createdDaysAgo + 3);
  const [projectRow] = await db
    .insert(projects)
    .values({
      userId: agencyId,
      name: project.name,
      vlancode: builder.vlancode(),
      reference: project.reference,
      statusId: project.statusId,
      street: project.street,
      houseNumber: project.houseNumber,
      zip: city.zip,
      city: city.name,
      cityId: city.id,
      description: project.description,
      onlineDate,
      offlineDate: onlineDate === null ? null : addDays(today, between(random, 200, 400)),
      createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
    })
    .returning({ id: projects.id });
  for (const [modelIndex, model] of project.models.entries()) {
    const [modelRow] = await db
      .insert(projectModels)
      .values({
        projectId: projectRow!.id,
        name: model.name,
        propertyType: model.type,
        bedrooms: model.bedrooms,
        surfaceMin: model.surface[0],
        surfaceMax: model.surface[1],
        priceMinCents: model.price[0] * 100,
        priceMaxCents: model.price[1] * 100,
        unitCount: model.units,
      })
      .returning({ id: projectModels.id });
    // A project draft has models but no units online yet.
    if (project.statusId === 3) continue;
    planUnits(planning, {
      agencyId,
      project,
      city,
      createdDaysAgo,
      projectId: projectRow!.id,
      modelId: modelRow!.id,
      modelIndex,
    });
  }
  return project.models.length;
}

interface ModelUnits {
  agencyId: number;
  project: DemoProject;
  city: CityRow;
  createdDaysAgo: number;
  projectId: number;
  modelId: number;
  modelIndex: number;
}

/** The units of one model, for sale, referenced like PRJ-LEIE-A1. */
function planUnits({ random, builder }: Planning, target: ModelUnits): void {
  const { agencyId, project, city, createdDaysAgo, projectId, modelId, modelIndex } = target;
  const model = project.models[modelIndex]!;
  for (let unit = 0; unit < model.units; unit += 1) {
    const statusId = weighted(random, [
      [1, 70],
      [6, 20],
      [7, 10],
    ]);
    builder.add({
      userId: agencyId,
      statusId,
      type: model.type,
      transaction: 'sale',
      city,
      street: project.street,
      yourReference: `${project.reference}-${String.fromCharCode(65 + modelIndex)}${unit + 1}`,
      softwareReference: null,
      createdDaysAgo: createdDaysAgo - 2,
      projectId,
      modelId,
      price: roundTo(between(random, model.price[0], model.price[1]), 1_000),
      surface: between(random, model.surface[0], model.surface[1]),
      bedrooms: model.bedrooms,
    });
  }
}
