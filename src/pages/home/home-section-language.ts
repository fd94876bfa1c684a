/**
 * The home sections' words in the page's language. The sections' chunks load after the page
 * (home-page-view.tsx), so carrying both languages' words costs the first load nothing.
 */
import { useLocale } from '@/ui/messages';
import { ENGLISH_HOME_SECTIONS, type HomeSectionWords } from './home-section-words';
import { SPANISH_HOME_SECTIONS } from './home-section-words-es';

export function useHomeSectionWords(): HomeSectionWords {
  return useLocale() === 'es' ? SPANISH_HOME_SECTIONS : ENGLISH_HOME_SECTIONS;
}
