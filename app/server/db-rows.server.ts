/**
 * A database row (snake_case columns) as the site's own record (camelCase fields), key for key:
 * `{ person_id, updated_at }` becomes `{ personId, updatedAt }`. The type follows the row's, so a
 * record that gains a column the row does not name fails to type-check rather than reading undefined.
 */

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export type CamelCased<Row> = { [Key in keyof Row as CamelCase<Key & string>]: Row[Key] };

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function camelCased<Row extends object>(row: Row): CamelCased<Row> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value])) as CamelCased<Row>;
}
