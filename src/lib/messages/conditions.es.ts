/**
 * /conditions' frame in Latin American Spanish (issue 53, decision 107); the reference is
 * conditions.en.ts. Road, canyon, park and agency names as Utahns write them; the services' answers
 * stay English, marked.
 */
export const conditionsEs: Readonly<Record<string, string>> = {
  'conditionsPage.title': 'Estado de carreteras y parques hoy',
  'conditionsPage.description':
    'Los cierres de carreteras y las restricciones de cadenas de UDOT hoy, los cañones Cottonwood, las carreteras de temporada con sus periodos habituales y las alertas de los parques nacionales, cada uno con los lugares que afecta.',
  'conditionsPage.lede':
    'Lo que hoy cierra o hace más lentas las carreteras de nuestra guía, según el Departamento de Transporte de Utah (UDOT) y el National Park Service (NPS), y qué lugares afecta cada cierre. Horas de Utah.',
  'conditionsPage.udot': 'Cierres y restricciones ahora',
  'conditionsPage.udotAsking': 'Consultando a UDOT… (se necesita JavaScript y conexión)',
  'conditionsPage.showMap': 'Ver los cierres de hoy en un mapa',
  'conditionsPage.mapLabel': 'Mapa de los cierres de hoy (la lista de arriba dice lo mismo)',
  'conditionsPage.mapLoading': 'Cargando el mapa…',
  'conditionsPage.mapFailed': 'No se pudo cargar el mapa: la lista de arriba tiene todos los cierres. Intentar de nuevo',
  'conditionsPage.everyRoad': 'Todas las carreteras del estado, con cámaras: {link}.',
  'conditionsPage.canyons': 'Cañones Cottonwood',
  'conditionsPage.tractionSources': 'Fuentes: {udot}, consultado en {checked}; la temporada: {season}, consultado en {seasonChecked}',
  'conditionsPage.tractionSeasonSource': 'UDOT citado por ABC4',
  'conditionsPage.colon': ': ',
  'conditionsPage.notKnownYet': 'Todavía no se sabe',
  'conditionsPage.upTheCanyon': ', y cañón arriba: ',
  'conditionsPage.seasonal': 'Carreteras de temporada, puertos de montaña y rutas escénicas',
  'conditionsPage.seasonalIntro':
    'Sus portones cierran con la primera nevada que se queda y abren cuando se despeja la carretera: los periodos son los habituales, un año puede variar varias semanas.',
  'conditionsPage.closedWhen': ': cerrada {when}.',
  'conditionsPage.usually': 'normalmente de {from} a {to}',
  'conditionsPage.closes': 'Cierra el acceso a: ',
  'conditionsPage.longWay': 'Hay que dar la vuelta larga para llegar a: ',
  'conditionsPage.gate': 'Portón: {gates}',
  'conditionsPage.closedBy': 'La cierra {agency}',
  'conditionsPage.usualDates': '; fechas habituales según {source}',
  'conditionsPage.checked': ', consultado en {checked}',
  'conditionsPage.nps': 'Parques y monumentos nacionales',
  'conditionsPage.npsAsking': 'Consultando al National Park Service…',
  'conditionsPage.notKnownYetLine': 'Todavía no se sabe.',
  'conditionsPage.rivers': 'Ríos',
  'conditionsPage.riversIntro':
    'Lugares que abren y cierran según el caudal de un río, por la última lectura del medidor del U.S. Geological Survey y la regla de la agencia que los cierra.',
  'conditionsPage.riversAsking': 'Consultando los medidores de ríos del USGS…',
  'conditionsPage.avalanche': 'Peligro de avalanchas fuera de pistas',
  'conditionsPage.avalancheIntro':
    'Para quien sale de las pistas preparadas y de las carreteras despejadas: el nivel de peligro de hoy del Utah Avalanche Center para las montañas de cada región, en la escala de cinco niveles.',
  'conditionsPage.avalancheAsking': 'Consultando al Utah Avalanche Center…',
  'conditionsPage.checkAgain':
    'Las leyes de cadenas, las tormentas y el control de avalanchas cambian los cañones en menos de una hora: vuelva a consultar antes de subir.',
  'conditionsPage.liveEnglish': 'Lo que responden los servicios abajo está en inglés, tal como lo escriben.',
  'conditionsPage.tractionRule':
    'Cuando UDOT pone en vigor la ley de tracción (traction law) en Big y Little Cottonwood Canyons (SR-190, SR-210), todo auto necesita, con 4x4 o tracción integral: llantas M+S (M/S) o con el símbolo de la montaña de tres picos y el copo de nieve (3PMSF) en las cuatro ruedas, o cadenas o fundas de nieve; con tracción en dos ruedas: llantas de nieve 3PMSF en las cuatro ruedas, o cadenas o fundas de nieve en las ruedas motrices.',
  'conditionsPage.tractionSeason':
    'La temporada de la ley de tracción va del 1 de octubre al 30 de abril: UDOT puede ponerla en vigor cualquier día de ese periodo, con letreros y luces intermitentes en la entrada de los cañones.',
};

/** /conditions' script in Spanish: the reference is conditionsLiveEn (conditions.en.ts). */
export const conditionsLiveEs: Readonly<Record<string, string>> = {
  'conditionsLive.serverDown': 'No se pudo contactar nuestro servidor: no se muestran los cierres en vivo.',
  'conditionsLive.offline': 'Está sin conexión: los cierres en vivo necesitan conexión.',
  'conditionsLive.usualHold': 'Los periodos de temporada habituales de abajo siguen vigentes.',
  'conditionsLive.noLive': 'Los cierres en vivo no están disponibles.',
  'conditionsLive.udotAnswered': 'UDOT respondió por última vez a las {time}.',
  'conditionsLive.udotAnsweredNoTime': 'UDOT respondió.',
  'conditionsLive.npsServerDown': 'No se pudo contactar nuestro servidor: no se muestran las alertas de los parques.',
  'conditionsLive.npsOffline': 'Está sin conexión: las alertas de los parques necesitan conexión.',
  'conditionsLive.npsNotSetUp': 'Las alertas de los parques no están disponibles en este momento.',
  'conditionsLive.npsDown': 'No se pudo contactar al National Park Service.',
  'conditionsLive.npsAnswered': 'El National Park Service respondió por última vez a las {time}.',
  'conditionsLive.closed': ' cerrada',
  'conditionsLive.restricted': ' con restricciones',
  'conditionsLive.at': ' en ',
  'conditionsLive.since': ' desde las {time}',
  'conditionsLive.cutsOff': 'Corta o cierra el acceso a: ',
  'conditionsLive.slows': 'Hace más lento el camino a: ',
  'conditionsLive.noPlace': 'En la {road}: ningún lugar de nuestra guía queda más allá.',
  'conditionsLive.noneReported': 'UDOT no informa cierres ni obligación de cadenas en las carreteras de nuestra guía.',
  'conditionsLive.open': 'Abierta',
  'conditionsLive.closedState': 'Cerrada',
  'conditionsLive.traction':
    'Ley de tracción en vigor: llantas M+S o 3PMSF en las cuatro ruedas (4x4 o integral), llantas 3PMSF o cadenas (dos ruedas motrices)',
  'conditionsLive.canyonUnknown': 'Se desconoce por ahora (vea UDOT arriba)',
  'conditionsLive.closedNow': 'Cerrada ahora — UDOT',
  'conditionsLive.closedNowSince': 'Cerrada ahora — UDOT, desde las {time}',
  'conditionsLive.usuallyClosed': 'Suele estar cerrada en esta época del año',
  'conditionsLive.usuallyOpen': 'Suele estar abierta en esta época del año',
  'conditionsLive.notKnown': 'Se desconoce por ahora.',
  'conditionsLive.noAlerts': 'Sin alertas vigentes — NPS, respondió a las {time}',
  'conditionsLive.alertsAnswered': 'NPS, respondió a las {time}',
  'conditionsLive.uacAnswered': 'El Utah Avalanche Center respondió por última vez a las {time}.',
  'conditionsLive.uacDown': 'No se pudo contactar al Utah Avalanche Center.',
  'conditionsLive.area': 'Montañas de la zona de {name}',
  'conditionsLive.danger': 'Montañas de la zona de {name}: peligro de avalanchas {rating}',
  'conditionsLive.noRating': 'Montañas de la zona de {name}: sin nivel de peligro hoy',
  'conditionsLive.rating.Low': 'bajo',
  'conditionsLive.rating.Moderate': 'moderado',
  'conditionsLive.rating.Considerable': 'considerable',
  'conditionsLive.rating.High': 'alto',
  'conditionsLive.rating.Extreme': 'extremo',
  'conditionsLive.issued': ', publicado a las {time}',
  'conditionsLive.usgsAnswered': 'Las estaciones del USGS respondieron por última vez a las {time}.',
  'conditionsLive.usgsDown': 'No se pudieron leer las estaciones de aforo del USGS.',
  'conditionsLive.notAsked': 'No se pudo consultar nuestro servidor.',
  'conditionsLive.flowOpen':
    '{place}: abierto según el caudal del río: {river} llevaba {cfs} pies cúbicos por segundo a las {time} (estación del USGS); el parque lo cierra por encima de {limit}.',
  'conditionsLive.flowClosed':
    '{place}: cerrado según el caudal del río: {river} llevaba {cfs} pies cúbicos por segundo a las {time} (estación del USGS); el parque lo cierra por encima de {limit}.',
  'conditionsLive.flowUnknown':
    '{place}: la estación de aforo no se puede leer en este momento ({reason}). El parque lo cierra cuando {river} supera {limit} pies cúbicos por segundo, por lo general durante el deshielo de primavera.',
  'conditionsLive.river.USGS-09405500': 'el North Fork del Virgin River',
  'conditionsLive.sources': 'Fuentes: ',
  'conditionsLive.and': ' y ',
  'conditionsLive.gaugeLink': 'la estación del USGS',
  'conditionsLive.ruleLink': 'la regla del parque',
};
