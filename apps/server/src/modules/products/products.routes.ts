import type { SlotProductPath } from '@app/contract';
import { endpoints, slotProductOfPath } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { advisorAccess, createDossier, listDossiers } from './advisor.service';
import { setProductActivation } from './product-lifecycle.service';
import { fixedPriceState, productsOf, requestInformation } from './products.service';
import { requestWallpaperChange, wallpaperState } from './wallpaper.service';
import {
  leadGeneratorState,
  listSellerLeads,
  sellerLeadExportName,
  writeSellerLeadExport,
} from './lead-generator.service';
import { sendXlsx } from '../../documents/xlsx';
import {
  listProFirstContacts,
  listValuationContacts,
  searchPostcodes,
  territoriesOf,
  territoryExportName,
  writeProFirstContactExport,
  writeValuationContactExport,
} from './territories.service';
import {
  getSlotProduct,
  listingSlotState,
  releaseListing,
  selectListing,
  setSelection,
} from './slots.service';

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getMyProducts, async (request) => ({
    data: await productsOf(app.db, userOf(request), new Date()),
  }));
  // The back office's call (access 'service'): bearer token, no session.
  route(app, endpoints.setProductActivation, async (request) => ({
    data: await setProductActivation(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
      request.params,
      request.body,
      request.params.lang,
      new Date(),
    ),
  }));
  route(app, endpoints.requestProductInformation, async (request) => ({
    data: await requestInformation(
      { db: app.db, mailer: app.mailer, salesDeskEmail: app.config.salesDeskEmail },
      userOf(request),
      request.body,
      new Date(),
    ),
  }));
  route(app, endpoints.getFixedPriceContract, async (request) => ({
    data: await fixedPriceState(app.db, userOf(request), new Date()),
  }));
  route(app, endpoints.getMyWallpaper, async (request) => ({
    data: await wallpaperState(app.db, userOf(request), new Date()),
  }));
  route(app, endpoints.requestWallpaperChange, async (request) => ({
    data: await requestWallpaperChange(
      { db: app.db, mailer: app.mailer, salesDeskEmail: app.config.salesDeskEmail },
      userOf(request),
      request.body,
      new Date(),
    ),
  }));
  route(app, endpoints.getLeadGenerator, async (request) => ({
    data: await leadGeneratorState(app.db, userOf(request)),
  }));
  route(app, endpoints.listSellerLeads, async (request) =>
    listSellerLeads(app.db, userOf(request), request.body),
  );
  route(app, endpoints.exportSellerLeads, async (request, reply) => {
    const { lang } = request.params;
    const user = userOf(request);
    return sendXlsx(reply, sellerLeadExportName(lang, new Date()), (out) =>
      writeSellerLeadExport(app.db, user.id, request.query, lang, out),
    );
  });
  route(app, endpoints.getProFirstCities, async (request) => ({
    data: await territoriesOf(app.db, userOf(request), 'proFirst'),
  }));
  route(app, endpoints.listValuationZones, async (request) => ({
    data: await territoriesOf(app.db, userOf(request), 'valuation'),
  }));
  route(app, endpoints.searchProFirstCities, async (request) => ({
    data: await searchPostcodes(app.db, userOf(request), request.params.zip, new Date()),
  }));
  route(app, endpoints.listValuationContacts, async (request) =>
    listValuationContacts(app.db, userOf(request), request.body),
  );
  route(app, endpoints.listProFirstContacts, async (request) =>
    listProFirstContacts(app.db, userOf(request), request.body),
  );
  route(app, endpoints.exportValuationContacts, async (request, reply) => {
    const { lang } = request.params;
    const user = userOf(request);
    return sendXlsx(reply, territoryExportName('valuation', lang, new Date()), (out) =>
      writeValuationContactExport(app.db, user.id, request.query, lang, out),
    );
  });
  route(app, endpoints.exportProFirstContacts, async (request, reply) => {
    const { lang } = request.params;
    const user = userOf(request);
    return sendXlsx(reply, territoryExportName('proFirst', lang, new Date()), (out) =>
      writeProFirstContactExport(app.db, user.id, request.query, lang, out),
    );
  });
  route(app, endpoints.listAdvisorDossiers, async (request) =>
    listDossiers(app.db, userOf(request), request.body),
  );
  route(app, endpoints.createAdvisorDossier, async (request) => ({
    data: await createDossier(app.db, userOf(request), request.body, new Date()),
  }));
  route(app, endpoints.getAdvisorAccessToken, async (request) => ({
    data: await advisorAccess(app.db, userOf(request), request.params.id, app.config.advisor, new Date()),
  }));
  route(app, endpoints.getMyBestOf, async (request) => ({
    data: await getSlotProduct(app.db, userOf(request), 'bestOf', new Date()),
  }));
  route(app, endpoints.getMyColor, async (request) => ({
    data: await getSlotProduct(app.db, userOf(request), 'color', new Date()),
  }));
  route(app, endpoints.setAutoselect, async (request) => ({
    data: await setSelection(
      app.db,
      userOf(request),
      slotProductOfPath(request.params.product),
      request.body.selection,
      new Date(),
    ),
  }));
  // One listing's slot: the caller, the product named by the path, the listing.
  const slotOf = (request: FastifyRequest & { params: { id: number; product: SlotProductPath } }) =>
    [app.db, userOf(request), slotProductOfPath(request.params.product), request.params.id] as const;
  route(app, endpoints.getListingSlot, async (request) => ({
    data: await listingSlotState(...slotOf(request)),
  }));
  route(app, endpoints.selectListingSlot, async (request) => ({
    data: await selectListing(...slotOf(request), new Date()),
  }));
  route(app, endpoints.releaseListingSlot, async (request) => ({
    data: await releaseListing(...slotOf(request), new Date()),
  }));
}
