import React, {Fragment, type ReactNode} from 'react';
import type {EnumValue, FieldNode, SchemaVariant} from '@site/plugins/openapi-contracts/types';
import InlineCode from '@site/src/components/InlineCode';
import styles from './styles.module.css';

// The field table of a JSON body. Nested objects and arrays of objects open in a
// native <details>, which works with the keyboard and without JavaScript.

/** More values than this, without descriptions, are shown inline. */
const LIST_LIMIT = 6;

function typeLabel(field: Pick<FieldNode, 'type' | 'itemType' | 'typeName' | 'format' | 'nullable'>): string {
  let label =
    field.type === 'array'
      ? `array of ${field.itemType ?? 'any'}`
      : field.typeName && field.type === 'object'
        ? field.typeName
        : field.type;
  if (field.format) label += ` (${field.format})`;
  return field.nullable ? `${label} | null` : label;
}

/** Described values beyond this many fold into a <details>, to keep tables scannable. */
const OPEN_LIST_LIMIT = 3;

/** `canGrow`: the values known today of a list that can grow (the contract's `x-extensible-enum`). */
export function AllowedValues({values, canGrow = false}: {values: EnumValue[]; canGrow?: boolean}): ReactNode {
  const described = values.some((value) => value.description);
  if (!described && values.length <= LIST_LIMIT * 3) {
    return (
      <span className={styles.meta}>
        {canGrow ? 'Known today: ' : values.length === 1 ? 'Value: ' : 'One of: '}
        {values.map((value, index) => (
          <React.Fragment key={String(value.value)}>
            {index > 0 && ', '}
            <code>{String(value.value)}</code>
          </React.Fragment>
        ))}
        {canGrow && '; others can appear.'}
      </span>
    );
  }
  const list = (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={String(value.value)}>
          <code>{String(value.value)}</code>
          {value.description && (
            <>
              {': '}
              <InlineCode text={value.description} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
  if (values.length <= OPEN_LIST_LIMIT)
    return canGrow ? (
      <>
        <span className={styles.meta}>Known today, others can appear:</span>
        {list}
      </>
    ) : (
      list
    );
  return (
    <details className={styles.nested}>
      <summary>
        {values.length} {canGrow ? 'values known today; others can appear' : 'allowed values'}
      </summary>
      {list}
    </details>
  );
}

/** `parent`: the path of the field whose shapes these are; a body's own shapes have none. */
function Variants({variants, label, parent}: {variants: SchemaVariant[]; label: string; parent?: string}): ReactNode {
  return (
    <>
      <span className={styles.meta}>One of {variants.length} shapes:</span>
      {variants.map((variant) => (
        <details key={variant.title} className={styles.nested}>
          <summary>
            {variant.title}: {variant.children.length} fields of <code>{label}</code>
          </summary>
          {variant.description && (
            <p className={styles.meta}>
              <InlineCode text={variant.description} />
            </p>
          )}
          <FieldRows fields={variant.children} parent={parent} />
        </details>
      ))}
    </>
  );
}

/** The name cell of a field or parameter row, with its "required" mark. */
export function NameCell({name, required}: {name: string; required: boolean}): ReactNode {
  return (
    <td>
      <span className={styles.name}>{name}</span>
      {required && (
        <>
          {' '}
          <span className={styles.required}>required</span>
        </>
      )}
    </td>
  );
}

/** A limit of a field; a pattern is code, so its characters read as written. */
function Constraint({text}: {text: string}): ReactNode {
  const pattern = /^pattern (.+)$/.exec(text);
  return pattern ? (
    <>
      pattern <code>{pattern[1]}</code>
    </>
  ) : (
    text
  );
}

type Described = Pick<FieldNode, 'description' | 'enumValues' | 'valuesCanGrow' | 'defaultValue' | 'constraints'> & {
  example?: string;
};

/** The description cell of a field or parameter row: meaning, allowed values, default, limits, example. */
export function DescriptionCell({item}: {item: Described}): ReactNode {
  // Each part on its own line, and a space between them in the text, so that copied text and
  // the search index do not read "charactersExample".
  const parts = [
    item.enumValues && <AllowedValues key="values" values={item.enumValues} canGrow={item.valuesCanGrow} />,
    item.defaultValue !== undefined && (
      <span key="default" className={styles.meta}>
        Default: <code>{item.defaultValue}</code>
      </span>
    ),
    item.constraints.length > 0 && (
      <span key="limits" className={styles.meta}>
        {item.constraints.map((constraint, index) => (
          <Fragment key={constraint}>
            {index > 0 && ', '}
            <Constraint text={constraint} />
          </Fragment>
        ))}
      </span>
    ),
    item.example !== undefined && (
      <span key="example" className={styles.meta}>
        Example: <code>{item.example}</code>
      </span>
    ),
  ].filter(Boolean);
  return (
    <td>
      <InlineCode text={item.description} />
      {parts.map((part, index) => (
        <Fragment key={index}> {part}</Fragment>
      ))}
    </td>
  );
}

/** `parent`: the path of the object the field belongs to (`services[]`), so nested summaries name where they are. */
function FieldRow({field, parent}: {field: FieldNode; parent?: string}): ReactNode {
  const hasChildren = !!field.children && field.children.length > 0;
  const path = parent ? `${parent}.${field.name}` : field.name;
  return (
    <>
      <tr>
        <NameCell name={field.name} required={field.required} />
        <td className={styles.type}>{typeLabel(field)}</td>
        <DescriptionCell item={field} />
      </tr>
      {/* Nested fields take a full-width row of their own, so deep objects keep their width. */}
      {(hasChildren || field.variants) && (
        <tr className={styles.nestedRow}>
          <td colSpan={3}>
            {hasChildren && (
              <details className={styles.nested}>
                <summary>
                  {field.children!.length} fields of{field.type === 'array' ? ' each ' : ' '}
                  <code>{field.type === 'array' ? `${path}[]` : path}</code>
                </summary>
                <FieldRows fields={field.children!} parent={field.type === 'array' ? `${path}[]` : path} />
              </details>
            )}
            {field.variants && <Variants variants={field.variants} label={path} parent={path} />}
          </td>
        </tr>
      )}
    </>
  );
}

export function FieldRows({fields, parent}: {fields: FieldNode[]; parent?: string}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <FieldRow key={field.name} field={field} parent={parent} />
        ))}
      </tbody>
    </table>
  );
}

type Props = {fields: FieldNode[]; variants?: SchemaVariant[]; label: string};

/** Fields of a body; a body that is one of several shapes lists each shape. */
export default function ApiFieldTable({fields, variants, label}: Props): ReactNode {
  return (
    <>
      {fields.length > 0 && <FieldRows fields={fields} />}
      {variants && <Variants variants={variants} label={label} />}
    </>
  );
}

export {typeLabel};
