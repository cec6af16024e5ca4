import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { staticDictionaries } from '../../domain/dictionaries.ts';

export const DictionaryItem = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'DictionaryItem' });
/** Time zones are keyed by their IANA name, the only dictionary with string ids. */
export const TimeZoneItem = Type.Object({ id: Type.String(), name: Type.String() }, { $id: 'TimeZoneItem' });
const DictionaryList = Type.Array(Type.Ref('DictionaryItem'));
const TimeZoneList = Type.Array(Type.Ref('TimeZoneItem'));

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

export async function dictionaryRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(DictionaryItem);
  app.addSchema(TimeZoneItem);
  // One route per dictionary (not a {name} parameter) so the API description and the GraphQL
  // schema name each one and a typo is a 404, not an empty list.
  for (const [name, items] of Object.entries(staticDictionaries)) {
    app.get(
      `/common/v1/dictionaries/${name}`,
      {
        schema: {
          operationId: `dictionary${capitalise(name)}`,
          tags: ['Dictionaries'],
          response: envelopeResponses(name === 'timeZone' ? TimeZoneList : DictionaryList),
        },
      },
      async () => ok(items()),
    );
  }

  app.get(
    '/common/v1/dictionaries/users',
    {
      schema: { operationId: 'dictionaryUsers', tags: ['Dictionaries'], summary: "The caller's company's users", response: envelopeResponses(DictionaryList) },
    },
    async (request) => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('company_id', '=', request.auth.companyId)
        .where('deleted_at', 'is', null)
        .orderBy('first_name')
        .orderBy('last_name')
        .execute();
      return ok(rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` })));
    },
  );
}
