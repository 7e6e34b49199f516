/**
 * /conditions' frame in French (issue 53, decision 107); the reference is conditions.en.ts. Road,
 * canyon, park and agency names as Utahns write them; the services' answers stay English, marked.
 */
export const conditionsFr: Readonly<Record<string, string>> = {
  'conditionsPage.title': 'État des routes et des parcs aujourd’hui',
  'conditionsPage.description':
    'Les fermetures de routes et obligations d’équipement de l’UDOT aujourd’hui, les canyons de Cottonwood, les routes saisonnières et leurs périodes habituelles, et les alertes des parcs nationaux, chacune avec les lieux qu’elle touche.',
  'conditionsPage.lede':
    'Ce qui ferme ou ralentit aujourd’hui les routes de notre guide, selon le département des Transports de l’Utah (UDOT) et le National Park Service (NPS), et les lieux que chaque fermeture touche. Heures de l’Utah.',
  'conditionsPage.udot': 'Fermetures et restrictions en ce moment',
  'conditionsPage.udotAsking': 'Interrogation de l’UDOT… (JavaScript et une connexion sont nécessaires)',
  'conditionsPage.showMap': 'Voir les fermetures du jour sur une carte',
  'conditionsPage.mapLabel': 'Carte des fermetures du jour (la liste ci-dessus dit la même chose)',
  'conditionsPage.mapLoading': 'Chargement de la carte…',
  'conditionsPage.mapFailed': 'La carte n’a pas pu être chargée : la liste ci-dessus donne toutes les fermetures. Réessayer la carte',
  'conditionsPage.everyRoad': 'Toutes les routes de l’État, avec les caméras : {link}.',
  'conditionsPage.canyons': 'Canyons de Cottonwood',
  'conditionsPage.tractionSources': 'Sources : {udot}, vérifié en {checked} ; la saison : {season}, vérifié en {seasonChecked}',
  'conditionsPage.tractionSeasonSource': 'l’UDOT cité par ABC4',
  'conditionsPage.colon': ' : ',
  'conditionsPage.notKnownYet': 'Pas encore connu',
  'conditionsPage.upTheCanyon': ', et plus haut dans le canyon : ',
  'conditionsPage.seasonal': 'Routes saisonnières, cols et routes panoramiques',
  'conditionsPage.seasonalIntro':
    'Leurs barrières ferment avec la première neige qui tient et rouvrent une fois la route dégagée : les périodes sont les habituelles, une année donnée peut s’en écarter de plusieurs semaines.',
  'conditionsPage.closedWhen': ' : fermée {when}.',
  // {from} comes with its preposition, "de novembre", "d’octobre" (ConditionsPage.astro).
  'conditionsPage.usually': 'en général {from} à {to}',
  'conditionsPage.closes': 'Ferme l’accès à : ',
  'conditionsPage.longWay': 'Détour pour rejoindre : ',
  'conditionsPage.gate': 'Barrière : {gates}',
  'conditionsPage.closedBy': 'Fermée par {agency}',
  'conditionsPage.usualDates': ' ; dates habituelles selon {source}',
  'conditionsPage.checked': ', vérifié en {checked}',
  'conditionsPage.nps': 'Parcs et monuments nationaux',
  'conditionsPage.npsAsking': 'Interrogation du National Park Service…',
  'conditionsPage.notKnownYetLine': 'Pas encore connu.',
  'conditionsPage.rivers': 'Rivières',
  'conditionsPage.riversIntro':
    'Les lieux qui ouvrent et ferment selon le débit d’une rivière, d’après la dernière mesure de la station de l’U.S. Geological Survey et la règle de l’organisme qui les ferme.',
  'conditionsPage.riversAsking': 'Interrogation des stations de mesure de l’USGS…',
  'conditionsPage.avalanche': 'Risque d’avalanche hors des pistes',
  'conditionsPage.avalancheIntro':
    'Pour qui quitte les pistes damées et les routes déneigées : le niveau de risque du jour de l’Utah Avalanche Center pour les montagnes de chaque région, sur l’échelle de danger à cinq niveaux.',
  'conditionsPage.avalancheAsking': 'Interrogation de l’Utah Avalanche Center…',
  'conditionsPage.checkAgain':
    'Obligations d’équipement, tempêtes et déclenchements d’avalanches changent l’état des canyons dans l’heure : vérifiez à nouveau avant de monter.',
  'conditionsPage.liveEnglish': 'Les réponses des services ci-dessous sont en anglais, telles qu’ils les écrivent.',
};
