// "Download all my data" through GraphQL: requestDataExport starts one, dataExport(id) follows it.
// Open to API tokens as well as the signed-in person: a token reads all of its owner's data already,
// and what it gets here is the owner's download address, which asks for the caller's own credentials;
// the link that works alone (its token in the address) goes only to the owner's email.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { ConflictError, RateLimitError } from '../../graphql/errors.js';
import { databaseId } from '../../graphql/ids.js';
import { appBase } from '../../kernel/urls.js';
import { EXPORT_LINK_HOURS, type ExportView, ownExport, ownerDownloadPath, requestDataExport } from './takeout.service.js';

const DataExportStatus = builder.enumType('DataExportStatus', {
  description: 'queued and building: the file is being prepared; ready: it can be downloaded; failed: ask again; expired: past its 24 hours',
  values: ['queued', 'building', 'ready', 'failed', 'expired'] as const,
});

export const DataExportRef = builder.objectRef<ExportView>('DataExport').implement({
  description: `A ZIP of all the owner's data (customers, vehicles, jobs, invoices, payments and messages as CSV, and everything.json), kept ${EXPORT_LINK_HOURS} hours once ready`,
  fields: (t) => ({
    id: t.id({ resolve: (e) => encodeGlobalID('DataExport', e.id) }),
    status: t.field({ type: DataExportStatus, resolve: (e) => e.status }),
    url: t.string({
      nullable: true,
      description: "Where the ready file downloads, with the caller's own sign-in (cookie or API token); null until ready and once expired",
      resolve: (e, _args, ctx) => (e.status === 'ready' ? `${appBase(ctx)}${ownerDownloadPath(e.id)}` : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readyAt: t.expose('readyAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    bytes: t.exposeInt('bytes', { nullable: true, description: 'The size of the ZIP' }),
  }),
});

builder.mutationFields((t) => ({
  requestDataExport: t.field({
    type: DataExportRef,
    description: 'Starts preparing a ZIP of all your data; you are emailed a link when it is ready. One at a time, 5 a day',
    authScopes: { signedIn: true },
    errors: { types: [ConflictError, RateLimitError], dataField: { name: 'dataExport' } },
    resolve: (_root, _args, ctx) => requestDataExport(ctx),
  }),
}));

builder.queryFields((t) => ({
  dataExport: t.field({
    type: DataExportRef,
    nullable: true,
    description: "One of your data exports; null for an unknown id or another owner's",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      let dbId: string;
      try {
        dbId = databaseId(String(id), 'DataExport');
      } catch {
        return null;
      }
      return ownExport(ctx, dbId);
    },
  }),
}));
