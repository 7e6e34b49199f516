/**
 * The ready-made trips' own texts in French (issue 53, decision 124), written for the English of
 * readyTrips.ts and gateways.ts' night notes; place names as Utahns write them, clocks as the
 * French pages print them (24-hour). `from` is the fingerprint of the English each translates
 * (readyTripTexts.ts, which also checks this file's shape: no import back, no circle);
 * readyTripTexts.test.ts fails when the English changes until the translation follows.
 */
export const TRIPS_FR = {
  trips: {
    'red-rock-loop-five-days': {
      from: '4fed594a',
      title: 'Arches, Canyonlands, Bryce Canyon et Zion en cinq jours',
      summary:
        'De l’aéroport à Balanced Rock et Delicate Arch, dans Arches, et une nuit à Moab ; Dead Horse Point et Island in the Sky, et une nuit à Green River ; le rebord de Bryce Canyon et le Navajo Loop, et une nuit à ses portes ; Zion Canyon et une nuit à Springdale ; Kolob Canyons et Timpanogos Cave (billets vendus à l’avance) sur le retour : au plus cinq heures de volant par jour.',
      season:
        'Du printemps à l’automne (d’avril à octobre). En hiver, les parcs restent ouverts mais certaines routes d’altitude ferment, et le programme change avec elles.',
    },
    'national-parks-week': {
      from: 'b11e9579',
      title: 'Les parcs nationaux de l’Utah en une semaine',
      summary:
        'Sept jours à travers Arches, Canyonlands, Capitol Reef, Bryce Canyon et Zion, chaque parc par ses sites les plus connus, en dormant dans les villes qui leur servent de porte d’entrée (Moab, Green River, Boulder, Bryce Canyon City, Hurricane, Springdale). The Narrows est laissé de côté en mai : la fonte des neiges le ferme d’ordinaire.',
      season: 'De la fin du printemps au début de l’automne (de mai à septembre), quand toutes les routes du parcours sont ouvertes.',
    },
    'arches-and-moab-three-days': {
      from: '91ee8f96',
      title: 'Arches et Moab en trois jours',
      summary:
        'Balanced Rock, Delicate Arch et les Windows, dans Arches, et une nuit à Moab ; Park Avenue, Dead Horse Point et Island in the Sky, et une nuit à Torrey ; Capitol Gorge et Hickman Bridge, dans Capitol Reef, sur le retour.',
      season: 'Toute l’année ; le printemps et l’automne sont les mois doux, les après-midi d’été sont très chauds.',
    },
    'six-hour-layover': {
      from: '53cbcd40',
      title: 'Une escale de six heures à Salt Lake City',
      summary:
        'Atterrissage à 10:00, décollage à 17:00 : le Natural History Museum of Utah et Red Butte Garden, sur les contreforts qui dominent la ville, et retour à l’aéroport à 15:13, bien avant l’heure que demandent les compagnies aériennes.',
      season: 'Toute l’année.',
    },
    'wasatch-ski-week': {
      from: '69102218',
      title: 'Une semaine de ski dans les Wasatch',
      summary:
        'Six jours de janvier sur les pistes, chacun dans les heures d’ouverture des remontées : Alta, Snowbird et Solitude depuis Salt Lake City, Brighton en route vers une nuit à Ogden, Powder Mountain en route vers une nuit à Park City, Sundance sur le retour ; jamais plus de deux heures et demie de route par jour.',
      season: 'La saison de ski : de la fin novembre à avril.',
    },
    'park-city-and-the-2034-venues': {
      from: '5435f0dc',
      title: 'Park City et les sites des Jeux d’hiver de 2034',
      summary: 'Deux jours entre Salt Lake City et Park City : l’Olympic Park, les patinoires et l’héritage de 2002.',
      season: 'Toute l’année ; les tremplins de saut et la piste de bobsleigh sont les plus animés en hiver.',
    },
    'winter-red-rock-weekend': {
      from: '75275292',
      title: 'Un week-end d’hiver dans les roches rouges de Moab',
      summary:
        'Trois jours de janvier sur les routes d’hiver : Park Avenue, Balanced Rock et Delicate Arch, dans Arches, sous la courte lumière d’hiver, et une nuit à Moab ; Dead Horse Point et Island in the Sky, et une deuxième nuit sur place ; les Windows dans la lumière du matin et le Butterfly Biosphere de Thanksgiving Point sur le retour.',
      season: 'L’hiver (de décembre à février) : journées courtes, nuits froides, peu de monde.',
    },
    'canyon-country-to-bluff': {
      from: 'e9b349f5',
      title: 'De Bryce Canyon à Arches, puis jusqu’à Bluff, en cinq jours',
      summary:
        'Un aller simple à travers le pays des canyons, sans jamais revenir sur ses pas : Bryce Canyon et une nuit à ses portes ; la Scenic Byway 12 et Capitol Reef jusqu’à Torrey ; Delicate Arch et les Windows, dans Arches, et une nuit à Green River ; Island in the Sky jusqu’à Monticello ; la Valley of the Gods en route vers Bluff, dans les Four Corners.',
      season: 'De mai à octobre : la Scenic Byway 12 et les routes de Bears Ears se parcourent mieux sans neige.',
    },
    'dinosaurs-in-vernal': {
      from: '29eee702',
      title: 'Dinosaur National Monument en deux jours',
      summary: 'Les musées de Salt Lake City à l’aller, une nuit à Vernal, puis le mur de la carrière et les pétroglyphes.',
      season: 'D’avril à octobre ; le hall de la carrière est ouvert toute l’année.',
    },
    'arches-to-st-george-byway-12': {
      from: '5d51cfe3',
      title: 'D’Arches à St. George en quatre jours',
      summary:
        'Un aller simple à travers le sud de l’Utah : Arches, Island in the Sky et Dead Horse Point, l’amphithéâtre de Bryce Canyon, et Zion Canyon en route vers St. George.',
      season: 'D’avril à octobre.',
    },
  },
  nights: {
    Moab: { from: 'e1633a95', note: 'Porte d’entrée d’Arches et de Canyonlands' },
    Torrey: { from: 'f7d9013a', note: 'Porte d’entrée de Capitol Reef' },
    Tropic: { from: 'd5e8cf0f', note: 'Porte d’entrée de Bryce Canyon' },
    'Bryce Canyon City': { from: 'f146b2be', note: 'À l’entrée de Bryce Canyon' },
    Springdale: { from: '016ba29d', note: 'Porte d’entrée de Zion, sur la ligne de la navette' },
    Hurricane: { from: '2594ead0', note: 'Des lits moins chers à 30 minutes de Zion, avec La Verkin' },
    Kanab: { from: 'a802c799', note: 'Porte d’entrée des Vermilion Cliffs, du Grand Staircase et du côté est de Zion' },
    Escalante: { from: '62ce4d84', note: 'Porte d’entrée de Grand Staircase-Escalante' },
    Boulder: { from: 'aec53e9b', note: 'Sur la Scenic Byway 12, entre Escalante et Capitol Reef' },
    Bluff: { from: '840adf0a', note: 'Base pour Bears Ears, Valley of the Gods et Monument Valley' },
    'Green River': { from: '3af37abc', note: 'Porte d’entrée de Goblin Valley et du San Rafael Swell' },
    Monticello: { from: '69ff6dc5', note: 'La ville la plus proche du district des Needles de Canyonlands' },
    Panguitch: { from: '3aac6656', note: 'Près de Bryce Canyon et de Red Canyon' },
    Hanksville: {
      from: '80e32a58',
      note: 'Une halte pour le plein avec peu de chambres : choisie seulement parce qu’aucune ville d’entrée ne convient au temps de route du jour ; réservez à l’avance',
    },
  },
};
