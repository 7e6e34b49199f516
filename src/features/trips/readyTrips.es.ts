/**
 * The ready-made trips' own texts in Spanish (issue 53, decision 124): Latin American Spanish,
 * usted, for the English of readyTrips.ts and gateways.ts' night notes; place names as Utahns write
 * them, clocks as the Spanish pages print them (es-419, "3:13 p.m."). `from` is the fingerprint of
 * the English each translates (readyTripTexts.ts, which also checks this file's shape: no import
 * back, no circle); readyTripTexts.test.ts fails when the English changes until the translation follows.
 */
export const TRIPS_ES = {
  trips: {
    'red-rock-loop-five-days': {
      from: '4fed594a',
      title: 'Arches, Canyonlands, Bryce Canyon y Zion en cinco días',
      summary:
        'Del aeropuerto a Balanced Rock y Delicate Arch, en Arches, y una noche en Moab; Dead Horse Point e Island in the Sky, y una noche en Green River; el borde de Bryce Canyon y el Navajo Loop, y una noche a su entrada; Zion Canyon y una noche en Springdale; Kolob Canyons y Timpanogos Cave (boletos a la venta con anticipación) de regreso: cuando mucho cinco horas al volante por día.',
      season:
        'De la primavera al otoño (de abril a octubre). En invierno los parques siguen abiertos, pero algunas carreteras de montaña cierran y el plan cambia con ellas.',
    },
    'national-parks-week': {
      from: 'b11e9579',
      title: 'Los parques nacionales de Utah en una semana',
      summary:
        'Siete días por Arches, Canyonlands, Capitol Reef, Bryce Canyon y Zion, cada parque por sus lugares más conocidos, durmiendo en los pueblos de entrada a los parques (Moab, Green River, Boulder, Bryce Canyon City, Hurricane, Springdale). The Narrows queda fuera en mayo: el deshielo de primavera suele cerrarlo.',
      season: 'De finales de la primavera a principios del otoño (de mayo a septiembre), cuando todas las carreteras del camino están abiertas.',
    },
    'arches-and-moab-three-days': {
      from: '91ee8f96',
      title: 'Arches y Moab en tres días',
      summary:
        'Balanced Rock, Delicate Arch y las Windows, en Arches, y una noche en Moab; Park Avenue, Dead Horse Point e Island in the Sky, y una noche en Torrey; Capitol Gorge y Hickman Bridge, en Capitol Reef, de regreso.',
      season: 'Todo el año; la primavera y el otoño son los meses templados, y las tardes de verano son muy calurosas.',
    },
    'six-hour-layover': {
      from: '53cbcd40',
      title: 'Una escala de seis horas en Salt Lake City',
      summary:
        'Aterriza a las 10:00 a.m. y vuela a las 5:00 p.m.: el Natural History Museum of Utah y Red Butte Garden, en las colinas sobre la ciudad, y de vuelta en el aeropuerto a las 3:13 p.m., mucho antes de la hora que piden las aerolíneas.',
      season: 'Todo el año.',
    },
    'wasatch-ski-week': {
      from: '69102218',
      title: 'Una semana de esquí en las Wasatch',
      summary:
        'Seis días de enero en las pistas, cada uno dentro del horario de los telesillas: Alta, Snowbird y Solitude desde Salt Lake City, Brighton camino a una noche en Ogden, Powder Mountain camino a una noche en Park City, Sundance de regreso; nunca más de dos horas y media de manejo por día.',
      season: 'Temporada de esquí: de finales de noviembre a abril.',
    },
    'park-city-and-the-2034-venues': {
      from: '5435f0dc',
      title: 'Park City y las sedes de los Juegos de Invierno de 2034',
      summary: 'Dos días entre Salt Lake City y Park City: el Olympic Park, las pistas de hielo y el legado de 2002.',
      season: 'Todo el año; los trampolines de salto y la pista de bobsleigh tienen más actividad en invierno.',
    },
    'winter-red-rock-weekend': {
      from: '75275292',
      title: 'Un fin de semana de invierno entre rocas rojas en Moab',
      summary:
        'Tres días de enero por carreteras de invierno: Park Avenue, Balanced Rock y Delicate Arch, en Arches, con la corta luz del invierno, y una noche en Moab; Dead Horse Point e Island in the Sky, y una segunda noche allí; las Windows con la luz de la mañana y el Butterfly Biosphere de Thanksgiving Point de regreso.',
      season: 'Invierno (de diciembre a febrero): días cortos, noches frías, poca gente.',
    },
    'canyon-country-to-bluff': {
      from: 'e9b349f5',
      title: 'De Bryce Canyon a Arches y hasta Bluff en cinco días',
      summary:
        'Un recorrido de ida por el país de los cañones, sin volver nunca sobre sus pasos: Bryce Canyon y una noche a su entrada; la Scenic Byway 12 y Capitol Reef hasta Torrey; Delicate Arch y las Windows, en Arches, y una noche en Green River; Island in the Sky hasta Monticello; el Valley of the Gods camino a Bluff, en Four Corners.',
      season: 'De mayo a octubre: la Scenic Byway 12 y las carreteras de Bears Ears se recorren mejor sin nieve.',
    },
    'dinosaurs-in-vernal': {
      from: '29eee702',
      title: 'Dinosaur National Monument en dos días',
      summary: 'Los museos de Salt Lake City a la ida, una noche en Vernal, y luego la pared de la cantera y los petroglifos.',
      season: 'De abril a octubre; la sala de la cantera abre todo el año.',
    },
    'arches-to-st-george-byway-12': {
      from: '5d51cfe3',
      title: 'De Arches a St. George en cuatro días',
      summary:
        'Un recorrido de ida por el sur de Utah: Arches, Island in the Sky y Dead Horse Point, el anfiteatro de Bryce Canyon, y Zion Canyon camino a St. George.',
      season: 'De abril a octubre.',
    },
  },
  nights: {
    Moab: { from: 'e1633a95', note: 'Puerta de entrada a Arches y Canyonlands' },
    Torrey: { from: 'f7d9013a', note: 'Puerta de entrada a Capitol Reef' },
    Tropic: { from: 'd5e8cf0f', note: 'Puerta de entrada a Bryce Canyon' },
    'Bryce Canyon City': { from: 'f146b2be', note: 'A la entrada de Bryce Canyon' },
    Springdale: { from: '016ba29d', note: 'Puerta de entrada a Zion, en la ruta del shuttle' },
    Hurricane: { from: '2594ead0', note: 'Camas más económicas a 30 minutos de Zion, junto con La Verkin' },
    Kanab: { from: 'a802c799', note: 'Puerta de entrada a Vermilion Cliffs, Grand Staircase y el lado este de Zion' },
    Escalante: { from: '62ce4d84', note: 'Puerta de entrada a Grand Staircase-Escalante' },
    Boulder: { from: 'aec53e9b', note: 'En la Scenic Byway 12, entre Escalante y Capitol Reef' },
    Bluff: { from: '840adf0a', note: 'Base para Bears Ears, Valley of the Gods y Monument Valley' },
    'Green River': { from: '3af37abc', note: 'Puerta de entrada a Goblin Valley y San Rafael Swell' },
    Monticello: { from: '69ff6dc5', note: 'El pueblo más cercano al distrito Needles de Canyonlands' },
    Panguitch: { from: '3aac6656', note: 'Cerca de Bryce Canyon y Red Canyon' },
    Hanksville: {
      from: '80e32a58',
      note: 'Una parada para cargar gasolina con pocas habitaciones: elegida solo porque ningún pueblo de entrada cabe en el manejo del día; reserve con anticipación',
    },
  },
};
