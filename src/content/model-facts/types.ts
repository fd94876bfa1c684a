/**
 * What a customer needs to know about one model's glass, recorded only where it can be
 * stated with confidence. A model with facts is indexed; one without stays reachable but
 * is `noindex` and out of the sitemap (docs/decisions.md#which-pages-are-indexed), and no
 * camera or calibration claim is made for it.
 */
export interface ModelGlassFacts {
  /** 'sedan', 'SUV', 'pickup', 'minivan', 'hatchback', 'coupe', 'wagon', 'van', 'convertible'. */
  bodyStyle: string;
  /** The model years these facts cover, as people say them: '2017 to today', '2003-2010'. */
  years: string;
  /**
   * The forward camera behind the windshield (lane keeping, emergency braking): the system
   * name and the years or trims that have it, or `'none'` when no year in `years` has one.
   */
  forwardCamera: { system: string; fitted: string } | 'none';
  /** Each present only where known: the years or trims that have the feature. */
  rainSensor?: string;
  heatedWiperArea?: string;
  headUpDisplay?: string;
  acousticGlass?: string;
  /** Two to four sentences about this model's glass that no other model page says. */
  notes: string;
}

/** Keyed by `${brandId}/${modelSlug}` (model slug: the name lowercased, spaces as hyphens). */
export type ModelGlassFactsTable = Record<string, ModelGlassFacts>;
