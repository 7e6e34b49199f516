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
  'conditionsPage.tractionRule':
    'Quand l’UDOT met en vigueur la loi sur l’adhérence (traction law) dans Big et Little Cottonwood Canyons (SR-190, SR-210), chaque voiture doit avoir, en 4x4 ou transmission intégrale : des pneus M+S (M/S) ou portant le symbole de la montagne à trois pics et du flocon (3PMSF) sur les quatre roues, ou des chaînes ou des chaussettes à neige ; en deux roues motrices : des pneus neige 3PMSF sur les quatre roues, ou des chaînes ou des chaussettes à neige sur les roues motrices.',
  'conditionsPage.tractionSeason':
    'La saison de la loi sur l’adhérence va du 1er octobre au 30 avril : l’UDOT peut la mettre en vigueur n’importe quel jour de cette période, avec des panneaux et des feux clignotants à l’entrée des canyons.',
};

/** /conditions' script in French: the reference is conditionsLiveEn (conditions.en.ts). */
export const conditionsLiveFr: Readonly<Record<string, string>> = {
  'conditionsLive.serverDown': 'Notre serveur n’a pas pu être joint : les fermetures en direct ne sont pas affichées.',
  'conditionsLive.offline': 'Vous êtes hors ligne : les fermetures en direct demandent une connexion.',
  'conditionsLive.usualHold': 'Les périodes saisonnières habituelles ci-dessous restent valables.',
  'conditionsLive.noLive': 'Les fermetures en direct ne sont pas disponibles.',
  'conditionsLive.udotAnswered': 'Dernière réponse de l’UDOT à {time}.',
  'conditionsLive.udotAnsweredNoTime': 'L’UDOT a répondu.',
  'conditionsLive.npsServerDown': 'Notre serveur n’a pas pu être joint : les alertes des parcs ne sont pas affichées.',
  'conditionsLive.npsOffline': 'Vous êtes hors ligne : les alertes des parcs demandent une connexion.',
  'conditionsLive.npsNotSetUp': 'Les alertes des parcs ne sont pas disponibles pour le moment.',
  'conditionsLive.npsDown': 'Le National Park Service n’a pas pu être joint.',
  'conditionsLive.npsAnswered': 'Dernière réponse du National Park Service à {time}.',
  'conditionsLive.closed': ' fermée',
  'conditionsLive.restricted': ' soumise à restriction',
  'conditionsLive.at': ' à ',
  'conditionsLive.since': ' depuis {time}',
  'conditionsLive.cutsOff': 'Coupe ou ferme l’accès à : ',
  'conditionsLive.slows': 'Ralentit l’accès à : ',
  'conditionsLive.noPlace': 'Sur la {road} : aucun lieu de notre guide ne se trouve au-delà.',
  'conditionsLive.noneReported': 'L’UDOT ne signale aucune fermeture ni obligation de chaînes sur les routes de notre guide.',
  'conditionsLive.open': 'Ouverte',
  'conditionsLive.closedState': 'Fermée',
  'conditionsLive.traction':
    'Loi sur l’adhérence en vigueur : pneus M+S ou 3PMSF sur les quatre roues (4x4 ou intégrale), pneus 3PMSF ou chaînes (deux roues motrices)',
  'conditionsLive.canyonUnknown': 'Inconnu pour le moment (voir l’UDOT ci-dessus)',
  'conditionsLive.closedNow': 'Fermée en ce moment — UDOT',
  'conditionsLive.closedNowSince': 'Fermée en ce moment — UDOT, depuis {time}',
  'conditionsLive.usuallyClosed': 'Habituellement fermée à cette période de l’année',
  'conditionsLive.usuallyOpen': 'Habituellement ouverte à cette période de l’année',
  'conditionsLive.notKnown': 'Inconnu pour le moment.',
  'conditionsLive.noAlerts': 'Aucune alerte en cours — NPS, réponse à {time}',
  'conditionsLive.alertsAnswered': 'NPS, réponse à {time}',
  'conditionsLive.uacAnswered': 'Dernière réponse de l’Utah Avalanche Center à {time}.',
  'conditionsLive.uacDown': 'L’Utah Avalanche Center n’a pas pu être joint.',
  'conditionsLive.area': 'Montagnes de la région de {name}',
  'conditionsLive.danger': 'Montagnes de la région de {name} : danger d’avalanche {rating}',
  'conditionsLive.noRating': 'Montagnes de la région de {name} : pas de niveau de danger aujourd’hui',
  'conditionsLive.rating.Low': 'faible',
  'conditionsLive.rating.Moderate': 'modéré',
  'conditionsLive.rating.Considerable': 'considérable',
  'conditionsLive.rating.High': 'élevé',
  'conditionsLive.rating.Extreme': 'extrême',
  'conditionsLive.issued': ', publié à {time}',
  'conditionsLive.usgsAnswered': 'Dernière réponse des stations de l’USGS à {time}.',
  'conditionsLive.usgsDown': 'Les stations de mesure de l’USGS n’ont pas pu être lues.',
  'conditionsLive.notAsked': 'Notre serveur n’a pas pu être interrogé.',
  'conditionsLive.flowOpen':
    '{place} : ouvert selon le débit de la rivière : {river} coulait à {cfs} pieds cubes par seconde à {time} (station de l’USGS) ; le parc le ferme au-delà de {limit}.',
  'conditionsLive.flowClosed':
    '{place} : fermé selon le débit de la rivière : {river} coulait à {cfs} pieds cubes par seconde à {time} (station de l’USGS) ; le parc le ferme au-delà de {limit}.',
  'conditionsLive.flowUnknown':
    '{place} : la station de mesure ne peut pas être lue pour le moment ({reason}). Le parc le ferme dès que {river} dépasse {limit} pieds cubes par seconde, en général pendant la fonte des neiges au printemps.',
  'conditionsLive.river.USGS-09405500': 'la North Fork de la Virgin River',
  'conditionsLive.sources': 'Sources : ',
  'conditionsLive.and': ' et ',
  'conditionsLive.gaugeLink': 'la station de l’USGS',
  'conditionsLive.ruleLink': 'la règle du parc',
};
