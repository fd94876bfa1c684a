/**
 * The approximate centre of each city the vans serve (city hall or downtown, to about
 * 0.01°), for the distances and drive-time estimates of the service-in-city pages
 * (`local-facts.ts`; method in docs/decisions/indexed-pages.md). Keyed by city id; the
 * content validation fails the build when a city has no entry.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });

export const CITY_COORDINATES: Record<string, LatLng> = {
  // Alameda County
  alameda: at(37.7652, -122.2416),
  albany: at(37.8869, -122.2978),
  berkeley: at(37.8716, -122.2727),
  dublin: at(37.7022, -121.9358),
  emeryville: at(37.8313, -122.2852),
  fremont: at(37.5485, -121.9886),
  hayward: at(37.6688, -122.0808),
  livermore: at(37.6819, -121.768),
  newark: at(37.5297, -122.0402),
  oakland: at(37.8044, -122.2712),
  piedmont: at(37.8244, -122.2316),
  pleasanton: at(37.6624, -121.8747),
  'san-leandro': at(37.7249, -122.1561),
  'union-city': at(37.5934, -122.0439),
  // Santa Clara County
  'san-jose': at(37.3382, -121.8863),
  'santa-clara': at(37.3541, -121.9552),
  sunnyvale: at(37.3688, -122.0363),
  'mountain-view': at(37.3861, -122.0839),
  'palo-alto': at(37.4419, -122.143),
  cupertino: at(37.323, -122.0322),
  milpitas: at(37.4323, -121.8996),
  campbell: at(37.2872, -121.95),
  'los-gatos': at(37.2358, -121.9624),
  saratoga: at(37.2638, -122.023),
  'los-altos': at(37.3852, -122.1141),
  // San Francisco
  'san-francisco': at(37.7749, -122.4194),
  // Contra Costa County
  'walnut-creek': at(37.9101, -122.0652),
  concord: at(37.978, -122.0311),
  'san-ramon': at(37.7799, -121.978),
  // San Mateo County
  atherton: at(37.4613, -122.1978),
  belmont: at(37.5202, -122.2758),
  brisbane: at(37.6808, -122.3999),
  burlingame: at(37.5841, -122.3661),
  colma: at(37.6769, -122.4597),
  'daly-city': at(37.6879, -122.4702),
  'east-palo-alto': at(37.4688, -122.1411),
  'foster-city': at(37.5585, -122.2711),
  'half-moon-bay': at(37.4636, -122.4286),
  hillsborough: at(37.5741, -122.3794),
  'menlo-park': at(37.453, -122.1817),
  millbrae: at(37.5985, -122.3872),
  pacifica: at(37.6138, -122.4869),
  'portola-valley': at(37.3841, -122.2352),
  'redwood-city': at(37.4852, -122.2364),
  'san-bruno': at(37.6305, -122.4111),
  'san-carlos': at(37.5072, -122.2605),
  'san-mateo': at(37.563, -122.3255),
  'south-san-francisco': at(37.6547, -122.4077),
};
