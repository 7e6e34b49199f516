/** A ready-made trip's days without a car and the "Save for offline" box in Spanish (decision 124), usted; the reference is trips.en.ts. */
export const tripsEs: Readonly<Record<string, string>> = {
  'carFreeDays.heading': 'Sin auto',
  'carFreeDays.model':
    'Servicio programado según un modelo de los horarios, no en tiempo real: sin retrasos ni desvíos. Consulte los horarios del día en {link}.',
  'carFreeDays.planner': 'el planificador de viajes de UTA',
  'carFreeDays.plannedFor': 'Planeado para el {date}.',
  'carFreeDays.backAt': 'De regreso a las {time}',
  'carFreeDays.noWayBack': 'No hay regreso en transporte público a tiempo: quédese cerca del punto de partida.',
  'carFreeDays.layover.title': 'La escala sin auto',
  'carFreeDays.layover.summary':
    'Aterriza a las {depart} y vuela a las {flight}: de vuelta en la estación antes de las {backBy}, con TRAX de la estación del aeropuerto al centro y a pie.',
  'carFreeDays.skiDay.title': 'Un día de esquí sin auto',
  'carFreeDays.skiDay.summary':
    'Desde el centro a las {depart} en TRAX y el autobús de esquí de los cañones Cottonwood, de vuelta en el centro antes de las {backBy} (los autobuses de esquí circulan de finales de noviembre a mediados de abril).',
  'saveOffline.button': 'Guardar sin conexión',
  'saveOffline.progress': 'Guardando sin conexión',
  'saveOffline.update': 'Actualizar la copia guardada',
  'saveOffline.savedSize': 'Guardado sin conexión ({size}).',
  'saveOffline.see': 'Vea {link}.',
  'saveOffline.link': 'Guardado sin conexión',
  'saveOffline.needsNetwork': 'Guardar sin conexión necesita la red; volverá a funcionar en cuanto esté en línea de nuevo.',
  'saveOffline.saving': 'Guardando sin conexión…',
  'saveOffline.savingCount': 'Guardando sin conexión: {done} de {total} ({size})',
  'saveOffline.saved': 'Guardado sin conexión: {count} archivos, {size}.',
  'saveOffline.failed': 'No se pudo guardar todo sin conexión (se cortó la conexión o el dispositivo no tiene espacio). Inténtelo de nuevo.',
  'saveOffline.kb': '{n} KB',
  'saveOffline.mb': '{n} MB',
  'saveOffline.gb': '{n} GB',
};
