// Australia's larger towns and cities, for ranking address suggestions by size (issue 27): the dataset has no
// population. Source: the Australian Bureau of Statistics' Significant Urban Areas (ASGS Edition 3, 2021), the urban
// areas of 10,000 people or more outside the capitals, each named here by its main locality as the localities dataset
// writes it (an area named for two towns, such as Albury - Wodonga, gives both; Central Coast is GOSFORD, Sunshine
// Coast MAROOCHYDORE, Gold Coast - Tweed Heads TWEED HEADS). Written by hand from that list (nothing is fetched:
// there is no network here), so a town left out only loses its rank, never its place in the answers.
// `CAPITAL_CITIES` are the eight capitals. A test checks that each name is a locality of the dataset in that state.

/** The state and territory capitals. */
export const CAPITAL_CITIES: ReadonlyArray<readonly [name: string, state: string]> = [
  ['SYDNEY', 'NSW'],
  ['MELBOURNE', 'VIC'],
  ['BRISBANE', 'QLD'],
  ['PERTH', 'WA'],
  ['ADELAIDE', 'SA'],
  ['HOBART', 'TAS'],
  ['DARWIN', 'NT'],
  ['CANBERRA', 'ACT'],
];

/** The other towns of the Significant Urban Areas, by state. */
export const MAJOR_TOWNS: Readonly<Record<string, readonly string[]>> = {
  NSW: [
    'NEWCASTLE', 'MAITLAND', 'WOLLONGONG', 'GOSFORD', 'ALBURY', 'COFFS HARBOUR', 'WAGGA WAGGA', 'PORT MACQUARIE', 'TAMWORTH',
    'ORANGE', 'DUBBO', 'BATHURST', 'LISMORE', 'NOWRA', 'BOWRAL', 'TAREE', 'BALLINA', 'ARMIDALE', 'GOULBURN', 'FORSTER',
    'GRIFFITH', 'GRAFTON', 'BATEMANS BAY', 'BROKEN HILL', 'ULLADULLA', 'SINGLETON', 'MUSWELLBROOK', 'PARKES', 'LITHGOW',
    'MUDGEE', 'NELSON BAY', 'KEMPSEY', 'CESSNOCK', 'TWEED HEADS', 'QUEANBEYAN', 'MOAMA',
  ],
  VIC: [
    'GEELONG', 'BALLARAT', 'BENDIGO', 'MELTON', 'MILDURA', 'SHEPPARTON', 'WODONGA', 'WARRNAMBOOL', 'TRARALGON', 'MORWELL',
    'SUNBURY', 'BACCHUS MARSH', 'HORSHAM', 'WANGARATTA', 'OCEAN GROVE', 'SALE', 'WARRAGUL', 'DROUIN', 'ECHUCA', 'TORQUAY',
    'GISBORNE', 'MOE', 'COLAC', 'SWAN HILL',
  ],
  QLD: [
    'TOWNSVILLE', 'CAIRNS', 'TOOWOOMBA', 'MACKAY', 'ROCKHAMPTON', 'BUNDABERG', 'HERVEY BAY', 'GLADSTONE',
    'MARYBOROUGH', 'MOUNT ISA', 'GYMPIE', 'BONGAREE', 'YEPPOON', 'WARWICK', 'EMERALD', 'DALBY', 'MAROOCHYDORE',
  ],
  SA: ['MOUNT GAMBIER', 'VICTOR HARBOR', 'WHYALLA', 'MURRAY BRIDGE', 'PORT LINCOLN', 'PORT PIRIE', 'PORT AUGUSTA', 'MOUNT BARKER'],
  WA: ['MANDURAH', 'BUNBURY', 'GERALDTON', 'KALGOORLIE', 'BUSSELTON', 'ALBANY', 'KARRATHA', 'BROOME', 'PORT HEDLAND'],
  TAS: ['LAUNCESTON', 'DEVONPORT', 'BURNIE', 'ULVERSTONE'],
  NT: ['ALICE SPRINGS'],
  ACT: [],
};

/** How much a place counts for its size: 2 for a capital, 1 for another listed town, else 0. */
export function townTier(name: string, state: string): number {
  if (CAPITAL_CITIES.some(([capital, capitalState]) => capital === name && capitalState === state)) return 2;
  return MAJOR_TOWNS[state]?.includes(name) ? 1 : 0;
}
