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
};
