/**
 * `npm run launch-check`: validates the business profile file, lists every sample value a
 * real site cannot ship and every drafting marker left in published copy, without building.
 * Exit 1 when anything is listed. Then prints the owner's legal checklist: questions for the
 * owner and their lawyer that no page may carry (docs/decisions/launch-truth.md#drafting-notes).
 * SITE_URL is ignored: the list is what a real site's build would refuse.
 */
import { draftingProblems } from '@/content/validate/drafting-markers';
import { OWNER_LEGAL_CHECKLIST } from '@/content/legal/owner-checklist';
import { profilePath, readProfileFile } from '@/content/load/profile-file';
import { launchProblems } from '@/content/validate/launch-check';
import { publishedCopy } from '@/content/validate/published-copy';

function printOwnerChecklist(): void {
  console.log(
    `\nOwner's legal checklist: ${OWNER_LEGAL_CHECKLIST.length} question(s) to settle with your lawyer before launch (they are not checked automatically):`,
  );
  OWNER_LEGAL_CHECKLIST.forEach((item, index) => {
    const where = item.section ? `${item.page}, "${item.section}"` : `${item.page} (whole page)`;
    console.log(`  ${index + 1}. ${where}: ${item.question}`);
  });
}

function main(): number {
  const file = profilePath();
  const profile = readProfileFile(file);
  const problems = launchProblems(profile, process.env);
  const drafts = draftingProblems(publishedCopy());
  if (problems.length === 0) {
    console.log(`launch-check: ${file} is ready for a real site: no sample values.`);
  } else {
    console.log(`launch-check: ${file} still holds ${problems.length} sample value(s):`);
    for (const line of problems) console.log(`  - ${line}`);
  }
  if (drafts.length === 0) {
    console.log('launch-check: no drafting marker in published copy.');
  } else {
    console.log(`launch-check: ${drafts.length} piece(s) of published copy hold drafting notes:`);
    for (const line of drafts) console.log(`  - ${line}`);
  }
  printOwnerChecklist();
  return problems.length === 0 && drafts.length === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
