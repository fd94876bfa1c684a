/**
 * `npm run launch-check`: validates the business profile file and lists every sample value
 * a real site cannot ship, without building. Exit 1 when anything is listed.
 * SITE_URL is ignored: the list is what a real site's build would refuse.
 */
import { profilePath, readProfileFile } from '@/content/profile/profile-file';
import { launchProblems } from '@/content/profile/launch-check';

function main(): number {
  const file = profilePath();
  const profile = readProfileFile(file);
  const problems = launchProblems(profile, process.env);
  if (problems.length === 0) {
    console.log(`launch-check: ${file} is ready for a real site: no sample values.`);
    return 0;
  }
  console.log(`launch-check: ${file} still holds ${problems.length} sample value(s):`);
  for (const line of problems) console.log(`  - ${line}`);
  return 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
