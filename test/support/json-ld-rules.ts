/**
 * A small JSON-LD validator shared by the builders' unit tests and the snapshot suite: each
 * block has a schema.org context and a known type, with the properties search engines require
 * of that type, and the business is only ever referenced, never described again
 * (docs/decisions/structured-data.md#one-business-entity).
 */
type Node = Record<string, unknown>;

/** The required properties of each type the site emits. */
export const REQUIRED_PROPERTIES: Record<string, string[]> = {
  AutoRepair: ['@id', 'name', 'address', 'telephone', 'url'],
  WebSite: ['name', 'url'],
  Service: ['name', 'provider'],
  BlogPosting: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  // A page in another language than English says so (docs/decisions/spanish.md).
  WebPage: ['name', 'url', 'inLanguage', 'publisher'],
};

const ADDRESS_PROPERTIES = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'];

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** A reference to the business: its id and nothing else that could disagree with the one definition. */
function referenceProblems(where: string, value: unknown, businessId: string): string[] {
  if (!isNode(value)) return [`${where} is not an object`];
  if (value['@id'] !== businessId) return [`${where} does not reference ${businessId}`];
  const extra = Object.keys(value).filter((key) => key !== '@id');
  return extra.length ? [`${where} redefines the business (${extra.join(', ')})`] : [];
}

function listItemProblems(type: string, items: unknown): string[] {
  if (!Array.isArray(items)) return [`${type}.itemListElement is not a list`];
  return items.flatMap((item, index) => {
    const where = `${type}.itemListElement[${index}]`;
    if (!isNode(item)) return [`${where} is not an object`];
    const problems: string[] = [];
    if (item.position !== index + 1) problems.push(`${where}.position is ${String(item.position)}`);
    if (!isPresent(item.name)) problems.push(`${where} has no name`);
    const link = type === 'BreadcrumbList' ? item.item : item.url;
    if (typeof link !== 'string' || !/^https?:\/\//.test(link))
      problems.push(`${where} has no absolute ${type === 'BreadcrumbList' ? 'item' : 'url'}`);
    return problems;
  });
}

/** What is wrong with one top-level JSON-LD block; empty when nothing is. */
export function jsonLdProblems(block: unknown, businessId: string): string[] {
  if (!isNode(block)) return ['block is not an object'];
  const type = block['@type'];
  if (block['@context'] !== 'https://schema.org') return [`${String(type)}: no schema.org context`];
  if (typeof type !== 'string' || !REQUIRED_PROPERTIES[type])
    return [`unexpected @type ${JSON.stringify(type)}`];
  const problems = REQUIRED_PROPERTIES[type]
    .filter((key) => !isPresent(block[key]))
    .map((key) => `${type} has no ${key}`);
  if ('potentialAction' in block) problems.push(`${type} has a potentialAction`);
  switch (type) {
    case 'AutoRepair': {
      if (block['@id'] !== businessId) problems.push(`AutoRepair @id is not ${businessId}`);
      const address = isNode(block.address) ? block.address : {};
      for (const key of ADDRESS_PROPERTIES)
        if (!isPresent(address[key])) problems.push(`AutoRepair address has no ${key}`);
      for (const key of ['geo', 'openingHoursSpecification', 'areaServed'])
        if (!isPresent(block[key])) problems.push(`AutoRepair has no ${key}`);
      break;
    }
    case 'Service':
      problems.push(...referenceProblems('Service.provider', block.provider, businessId));
      if (isNode(block.areaServed) && block.areaServed['@type'] !== 'City')
        problems.push(`Service.areaServed is a ${String(block.areaServed['@type'])}, not a city`);
      break;
    case 'BlogPosting':
      problems.push(...referenceProblems('BlogPosting.publisher', block.publisher, businessId));
      if (isNode(block.author) && block.author['@type'] !== 'Person')
        problems.push(...referenceProblems('BlogPosting.author', block.author, businessId));
      break;
    case 'WebPage':
      problems.push(...referenceProblems('WebPage.publisher', block.publisher, businessId));
      break;
    case 'WebSite':
      if (block.publisher !== undefined)
        problems.push(...referenceProblems('WebSite.publisher', block.publisher, businessId));
      break;
    case 'BreadcrumbList':
    case 'ItemList':
      problems.push(...listItemProblems(type, block.itemListElement));
      break;
  }
  return problems;
}
