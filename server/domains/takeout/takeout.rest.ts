// REST rows of "Download all my data": POST starts an export (202 with its id), GET follows it
// ({ status, url? }, url once the file is ready). The file itself is served by takeout.routes.ts.
import { graphql } from '../../rest/graphql.js';
import { RestError, type RestRow, restRow, toDatabaseId, toGlobalId } from '../../rest/rest.js';
import { EXPORT_NOT_FOUND } from './takeout.service.js';

export const takeoutRows: RestRow[] = [
  restRow({
    method: 'POST',
    path: '/api/account/export',
    operation: graphql(`mutation RestRequestDataExport {
      requestDataExport { __typename ... on Error { message } ... on RequestDataExportSuccess { dataExport { id } } }
    }`),
    result: ({ requestDataExport }) => ({ id: toDatabaseId(requestDataExport.dataExport.id) }),
    status: 202,
  }),
  restRow({
    method: 'GET',
    path: '/api/account/export/:id',
    operation: graphql(`query RestDataExport($id: ID!) { dataExport(id: $id) { status url } }`),
    variables: ({ params }) => ({ id: toGlobalId('DataExport', params.id) }),
    result: ({ dataExport }) => {
      if (!dataExport) throw new RestError(404, EXPORT_NOT_FOUND);
      return dataExport.url ? { status: dataExport.status, url: dataExport.url } : { status: dataExport.status };
    },
  }),
];
