/** A ready-made trip's days without a car and the "Save for offline" box in French (decision 124); the reference is trips.en.ts. */
export const tripsFr: Readonly<Record<string, string>> = {
  'carFreeDays.heading': 'Sans voiture',
  'carFreeDays.model': 'Service prévu d’après un modèle des horaires, pas en direct : ni retards ni déviations. Vérifiez les horaires du jour avec {link}.',
  'carFreeDays.planner': 'le planificateur d’itinéraire d’UTA',
  'carFreeDays.plannedFor': 'Prévu pour le {date}.',
  'carFreeDays.backAt': 'Retour à {time}',
  'carFreeDays.noWayBack': 'Pas de retour en transports en commun à temps : restez près du départ.',
  'carFreeDays.layover.title': 'L’escale sans voiture',
  'carFreeDays.layover.summary':
    'Atterrissage à {depart}, décollage à {flight} : le TRAX de la station de l’aéroport jusqu’au centre-ville, puis à pied, retour à la station avant {backBy}.',
  'carFreeDays.skiDay.title': 'Une journée de ski sans voiture',
  'carFreeDays.skiDay.summary':
    'Départ du centre-ville à {depart} en TRAX et en navette de ski des canyons de Cottonwood, retour au centre-ville avant {backBy} (les navettes de ski circulent de la fin novembre à la mi-avril).',
  'saveOffline.button': 'Enregistrer hors ligne',
  'saveOffline.progress': 'Enregistrement hors ligne',
  'saveOffline.update': 'Mettre à jour la copie enregistrée',
  'saveOffline.savedSize': 'Enregistré hors ligne ({size}).',
  'saveOffline.see': 'Voir {link}.',
  'saveOffline.link': 'Enregistré hors ligne',
  'saveOffline.needsNetwork': 'L’enregistrement hors ligne demande le réseau ; il fonctionnera de nouveau dès que vous serez en ligne.',
  'saveOffline.saving': 'Enregistrement hors ligne…',
  'saveOffline.savingCount': 'Enregistrement hors ligne : {done} sur {total} ({size})',
  'saveOffline.saved': 'Enregistré hors ligne : {count} fichiers, {size}.',
  'saveOffline.failed': 'Impossible de tout enregistrer hors ligne (la connexion a été coupée ou l’appareil manque d’espace). Réessayez.',
  'saveOffline.kb': '{n} Ko',
  'saveOffline.mb': '{n} Mo',
  'saveOffline.gb': '{n} Go',
};
