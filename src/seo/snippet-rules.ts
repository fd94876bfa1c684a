/**
 * How long a title and a description may be so that search results show them whole
 * (docs/decisions/structured-data.md#snippet-lengths), and the rule for the business name in
 * the title: appended when the whole `<title>` still fits, left off when it would not.
 */
export const TITLE_MAX = 60;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

/** The `<title>`: '{page} | {business}' when that fits in TITLE_MAX, else the page title alone. */
export function documentTitle(pageTitle: string, businessName: string): string {
  const withName = `${pageTitle} | ${businessName}`;
  return withName.length <= TITLE_MAX ? withName : pageTitle;
}

/** What is wrong with a page's title and description; empty when both fit. */
export function snippetProblems(title: string, description: string): string[] {
  const problems: string[] = [];
  if (title.length > TITLE_MAX) problems.push(`title is ${title.length} characters: ${title}`);
  if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)
    problems.push(`description is ${description.length} characters: ${description}`);
  return problems;
}
