import { parse } from 'scim2-parse-filter';
import type { Filter } from 'scim2-parse-filter';
import { scimBadRequest } from './ScimError';

/** One `attribute eq "value"` of a filter, the attribute as this server names it. */
export interface ScimEquality<A extends string> {
  attribute: A;
  value: string;
}

/** Longer filters are refused before parsing (no IdP sends one near this). */
const MAX_FILTER_LENGTH = 1000;

function equalities<A extends string>(node: Filter, attributes: Record<string, A>, found: ScimEquality<A>[]): void {
  if (node.op === 'and') {
    for (const part of node.filters) equalities(part, attributes, found);
    return;
  }
  // `emails[value eq "x"]` is how some clients spell `emails.value eq "x"`.
  if (node.op === '[]' && node.valFilter.op === 'eq') {
    equalities({ ...node.valFilter, attrPath: `${node.attrPath}.${node.valFilter.attrPath}` }, attributes, found);
    return;
  }
  if (node.op !== 'eq') throw scimBadRequest(`The operator "${node.op}" is not supported in filters; use eq, joined by and`, 'invalidFilter');
  // Attribute names are case-insensitive (RFC 7643 §2.1); a schema URN prefix may qualify them.
  const path = node.attrPath.toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, '');
  const attribute = attributes[path];
  if (!attribute) throw scimBadRequest(`Filtering by "${node.attrPath}" is not supported`, 'invalidFilter');
  if (typeof node.compValue !== 'string') throw scimBadRequest(`"${node.attrPath}" is compared with a string`, 'invalidFilter');
  found.push({ attribute, value: node.compValue });
}

/**
 * A `filter` query parameter (RFC 7644 §3.4.2.2) parsed by `scim2-parse-filter` and narrowed to
 * what this server answers: `eq` on the attributes named (lowercased keys), joined by `and`.
 * Anything else answers 400 `invalidFilter`, never a guess.
 */
export function parseScimFilter<A extends string>(filter: string | undefined, attributes: Record<string, A>): ScimEquality<A>[] {
  if (filter === undefined || filter.trim() === '') return [];
  if (filter.length > MAX_FILTER_LENGTH) throw scimBadRequest('The filter is too long', 'invalidFilter');
  let tree: Filter;
  try {
    tree = parse(filter);
  } catch {
    throw scimBadRequest('The filter does not parse', 'invalidFilter');
  }
  const found: ScimEquality<A>[] = [];
  equalities(tree, attributes, found);
  return found;
}
