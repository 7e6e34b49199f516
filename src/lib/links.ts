/** Outside links of the global chrome (not product routes). */
export const EXTERNAL = {
  map: 'https://www.google.com/maps/search/?api=1&query=Salt+Lake+City+International+Airport',
  roadConditions: 'https://udottraffic.utah.gov/',
  airport: 'https://slcairport.com/',
  weather: 'https://forecast.weather.gov/MapClick.php?lat=40.7899&lon=-111.9791',
} as const;
