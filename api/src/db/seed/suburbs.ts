import type { suburbs } from '../schema';

type NewSuburb = typeof suburbs.$inferInsert;

const suburb = (name: string, postcode: string, council: string, latitude: number, longitude: number): NewSuburb => ({
  name,
  postcode,
  council,
  state: 'NSW',
  latitude,
  longitude,
});

/** The 18 built-in New South Wales suburbs behind address suggestions (spec §4, §9). */
export const NSW_SUBURBS: NewSuburb[] = [
  suburb('Parramatta', '2150', 'City of Parramatta', -33.815, 151.0011),
  suburb('Penrith', '2750', 'Penrith City Council', -33.7511, 150.6942),
  suburb('Liverpool', '2170', 'Liverpool City Council', -33.92, 150.923),
  suburb('Blacktown', '2148', 'Blacktown City Council', -33.771, 150.9063),
  suburb('Campbelltown', '2560', 'Campbelltown City Council', -34.065, 150.8142),
  suburb('Newcastle', '2300', 'City of Newcastle', -32.9283, 151.7817),
  suburb('Wollongong', '2500', 'Wollongong City Council', -34.4278, 150.8931),
  suburb('Gosford', '2250', 'Central Coast Council', -33.425, 151.342),
  suburb('Bondi', '2026', 'Waverley Council', -33.8915, 151.2767),
  suburb('Manly', '2095', 'Northern Beaches Council', -33.7969, 151.284),
  suburb('Chatswood', '2067', 'Willoughby City Council', -33.7969, 151.1803),
  suburb('Hornsby', '2077', 'Hornsby Shire Council', -33.7025, 151.099),
  suburb('Sutherland', '2232', 'Sutherland Shire Council', -34.031, 151.058),
  suburb('Bankstown', '2200', 'City of Canterbury-Bankstown', -33.918, 151.035),
  suburb('Castle Hill', '2154', 'The Hills Shire Council', -33.729, 151.004),
  suburb('Richmond', '2753', 'Hawkesbury City Council', -33.599, 150.752),
  suburb('Camden', '2570', 'Camden Council', -34.054, 150.696),
  suburb('Maitland', '2320', 'Maitland City Council', -32.733, 151.557),
];
