// The IDs the API makes, as the contracts' examples show them: a prefix naming the kind of
// object and a ULID (`prj_01JQSH066S7KDD3D3ETX23SDEM`). The pages' notes, the Postman
// collections and the checks tell them from your own IDs (`external_user_id`) by this form.

export const apiId = /^[a-z]{2,4}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** Whether a parameter or field is named as one holding an ID (`project_id`, v3's `projectId`). */
export const isIdName = (name: string): boolean => /(_id|Id)$/.test(name);

/** The kind an API ID names, its prefix with the underscore (`trk_`). */
export const idKind = (id: string): string => id.slice(0, id.indexOf('_') + 1);

type JsonObject = Record<string, unknown>;

/** Each field of a JSON value, at any depth (in arrays too), that holds an API ID: the object holding it, its name and the ID. */
export function apiIdFields(value: unknown): Array<{holder: JsonObject; field: string; id: string}> {
  if (Array.isArray(value)) return value.flatMap(apiIdFields);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as JsonObject).flatMap(([field, item]) =>
    typeof item === 'string' && apiId.test(item) ? [{holder: value as JsonObject, field, id: item}] : apiIdFields(item),
  );
}
