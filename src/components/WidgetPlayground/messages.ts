/**
 * The demo widget's texts per locale. en-US and en-GB share their texts and differ in
 * number and date formats, which come from Intl. Language names also come from Intl.
 */
import type {PaymentMethod, StepId, WidgetCategory, WidgetLocale} from '@site/src/data/widget';

export interface Messages {
  stepNames: Record<StepId, string>;
  navLabel: string;
  stepOf: (position: number, total: number, name: string) => string;
  headings: Record<StepId, string>;
  categoryNames: Record<WidgetCategory, string>;
  categoryDescriptions: Record<WidgetCategory, string>;
  language: string;
  voiceGender: string;
  voiceGenders: Record<string, string>;
  wordCount: string;
  spotLength: string;
  seconds: (count: number) => string;
  words: (count: number) => string;
  /** Between a label and its value, as the locale writes it (French: a space before the colon). */
  colon: string;
  scriptWriting: string;
  orderTitle: string;
  script: string;
  brief: string;
  price: string;
  turnaround: (hours: number) => string;
  continue: string;
  back: string;
  cancel: string;
  pay: (amount: string) => string;
  newOrder: string;
  testMode: string;
  testModeNote: string;
  methodLegend: string;
  methodNames: Record<PaymentMethod, string>;
  cardNumber: string;
  expiry: string;
  cvc: string;
  testCards: string;
  useCard: string;
  processing: string;
  invalidNumber: string;
  notTestCard: string;
  invalidExpiry: string;
  invalidCvc: string;
  invalidWordCount: string;
  challengeHeading: string;
  challengeText: string;
  challengeComplete: string;
  challengeFail: string;
  paypalContinue: string;
  paypalHeading: string;
  paypalText: string;
  paypalApprove: string;
  paypalClose: string;
  succeededHeading: string;
  succeededText: (projectId: string) => string;
  declined: string;
  methodUnavailable: string;
  authenticationFailed: string;
  cancelled: string;
  configurationHeading: string;
}

const english: Messages = {
  stepNames: {category: 'Category', details: 'Details', review: 'Review', payment: 'Payment'},
  navLabel: 'Order steps',
  stepOf: (position, total, name) => `Step ${position} of ${total}: ${name}`,
  headings: {
    category: 'What would you like to order?',
    details: 'Order details',
    review: 'Review your order',
    payment: 'Payment',
  },
  categoryNames: {voice_over: 'Voice over', audio_ads: 'Audio ad'},
  categoryDescriptions: {
    voice_over: 'A professional voice actor records your script.',
    audio_ads: 'A finished 15, 30 or 60 second spot, ready to air.',
  },
  language: 'Language',
  voiceGender: 'Voice',
  voiceGenders: {female: 'Female', male: 'Male', non_binary: 'Non-binary'},
  wordCount: 'Script length (words)',
  spotLength: 'Spot length',
  seconds: (count) => `${count} seconds`,
  words: (count) => `${count} ${count === 1 ? 'word' : 'words'}`,
  colon: ':',
  scriptWriting: 'Write the script for me',
  orderTitle: 'Order title',
  script: 'Script',
  brief: 'Brief for the script writer',
  price: 'Price',
  turnaround: (hours) => `First delivery within ${hours} hours`,
  continue: 'Continue',
  back: 'Back',
  cancel: 'Cancel order',
  pay: (amount) => `Pay ${amount}`,
  newOrder: 'Start a new order',
  testMode: 'Test mode',
  testModeNote: 'No real payment is taken. Use a test card.',
  methodLegend: 'Payment method',
  methodNames: {card: 'Card', paypal: 'PayPal'},
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
  testCards: 'Test cards',
  useCard: 'Use',
  processing: 'Processing payment…',
  invalidNumber: 'Enter a valid card number.',
  notTestCard: 'In test mode, use one of the test cards.',
  invalidExpiry: 'Enter a future date as MM/YY.',
  invalidCvc: 'Enter the 3 or 4 digits on the back of the card.',
  invalidWordCount: 'Enter a number from 1 to 10,000.',
  challengeHeading: 'Confirm this payment',
  challengeText: 'Your bank asks you to confirm this payment. In test mode this check is simulated.',
  challengeComplete: 'Complete authentication',
  challengeFail: 'Fail authentication',
  paypalContinue: 'Continue with PayPal',
  paypalHeading: 'PayPal (simulated)',
  paypalText: 'In test mode this panel stands in for the PayPal window.',
  paypalApprove: 'Approve payment',
  paypalClose: 'Close window',
  succeededHeading: 'Thank you, your order is placed',
  succeededText: (projectId) => `Payment received. Order ${projectId} is being prepared.`,
  declined: 'Your card was declined. Try another card.',
  methodUnavailable: 'This card cannot be used right now. Try another way to pay.',
  authenticationFailed: 'Authentication failed. Nothing was charged.',
  cancelled: 'Order cancelled. Nothing was charged.',
  configurationHeading: 'This widget cannot start',
};

const german: Messages = {
  stepNames: {category: 'Kategorie', details: 'Details', review: 'Übersicht', payment: 'Zahlung'},
  navLabel: 'Bestellschritte',
  stepOf: (position, total, name) => `Schritt ${position} von ${total}: ${name}`,
  headings: {
    category: 'Was möchten Sie bestellen?',
    details: 'Details der Bestellung',
    review: 'Bestellung prüfen',
    payment: 'Zahlung',
  },
  categoryNames: {voice_over: 'Sprachaufnahme', audio_ads: 'Audiospot'},
  categoryDescriptions: {
    voice_over: 'Ein professioneller Sprecher nimmt Ihr Skript auf.',
    audio_ads: 'Ein fertiger, sendebereiter Spot von 15, 30 oder 60 Sekunden.',
  },
  language: 'Sprache',
  voiceGender: 'Stimme',
  voiceGenders: {female: 'Weiblich', male: 'Männlich', non_binary: 'Nicht-binär'},
  wordCount: 'Länge des Skripts (Wörter)',
  spotLength: 'Spotlänge',
  seconds: (count) => `${count} Sekunden`,
  words: (count) => `${count} ${count === 1 ? 'Wort' : 'Wörter'}`,
  colon: ':',
  scriptWriting: 'Skript für mich schreiben',
  orderTitle: 'Titel der Bestellung',
  script: 'Skript',
  brief: 'Briefing für den Texter',
  price: 'Preis',
  turnaround: (hours) => `Erste Lieferung innerhalb von ${hours} Stunden`,
  continue: 'Weiter',
  back: 'Zurück',
  cancel: 'Bestellung abbrechen',
  pay: (amount) => `${amount} bezahlen`,
  newOrder: 'Neue Bestellung',
  testMode: 'Testmodus',
  testModeNote: 'Es wird nichts abgebucht. Verwenden Sie eine Testkarte.',
  methodLegend: 'Zahlungsart',
  methodNames: {card: 'Karte', paypal: 'PayPal'},
  cardNumber: 'Kartennummer',
  expiry: 'Gültig bis (MM/JJ)',
  cvc: 'Prüfnummer (CVC)',
  testCards: 'Testkarten',
  useCard: 'Verwenden',
  processing: 'Zahlung wird verarbeitet …',
  invalidNumber: 'Geben Sie eine gültige Kartennummer ein.',
  notTestCard: 'Im Testmodus nur Testkarten verwenden.',
  invalidExpiry: 'Geben Sie ein künftiges Datum als MM/JJ ein.',
  invalidCvc: 'Geben Sie die 3 oder 4 Ziffern auf der Kartenrückseite ein.',
  invalidWordCount: 'Geben Sie eine Zahl von 1 bis 10.000 ein.',
  challengeHeading: 'Zahlung bestätigen',
  challengeText: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen. Im Testmodus ist diese Prüfung simuliert.',
  challengeComplete: 'Authentifizierung abschließen',
  challengeFail: 'Authentifizierung ablehnen',
  paypalContinue: 'Weiter mit PayPal',
  paypalHeading: 'PayPal (simuliert)',
  paypalText: 'Im Testmodus ersetzt dieser Bereich das PayPal-Fenster.',
  paypalApprove: 'Zahlung freigeben',
  paypalClose: 'Fenster schließen',
  succeededHeading: 'Vielen Dank, Ihre Bestellung ist eingegangen',
  succeededText: (projectId) => `Zahlung erhalten. Auftrag ${projectId} wird vorbereitet.`,
  declined: 'Ihre Karte wurde abgelehnt. Versuchen Sie eine andere Karte.',
  methodUnavailable: 'Diese Karte kann gerade nicht verwendet werden. Versuchen Sie eine andere Zahlungsart.',
  authenticationFailed: 'Authentifizierung fehlgeschlagen. Es wurde nichts abgebucht.',
  cancelled: 'Bestellung abgebrochen. Es wurde nichts abgebucht.',
  configurationHeading: 'Das Widget kann nicht starten',
};

const french: Messages = {
  stepNames: {category: 'Catégorie', details: 'Détails', review: 'Récapitulatif', payment: 'Paiement'},
  navLabel: 'Étapes de la commande',
  stepOf: (position, total, name) => `Étape ${position} sur ${total}\u00a0: ${name}`,
  headings: {
    category: 'Que souhaitez-vous commander ?',
    details: 'Détails de la commande',
    review: 'Vérifiez votre commande',
    payment: 'Paiement',
  },
  categoryNames: {voice_over: 'Voix off', audio_ads: 'Spot audio'},
  categoryDescriptions: {
    voice_over: 'Un comédien professionnel enregistre votre texte.',
    audio_ads: 'Un spot fini de 15, 30 ou 60 secondes, prêt à diffuser.',
  },
  language: 'Langue',
  voiceGender: 'Voix',
  voiceGenders: {female: 'Féminine', male: 'Masculine', non_binary: 'Non binaire'},
  wordCount: 'Longueur du texte (mots)',
  spotLength: 'Durée du spot',
  seconds: (count) => `${count} secondes`,
  words: (count) => `${count} ${count < 2 ? 'mot' : 'mots'}`,
  colon: '\u00a0:',
  scriptWriting: 'Rédiger le texte pour moi',
  orderTitle: 'Titre de la commande',
  script: 'Texte',
  brief: 'Brief pour le rédacteur',
  price: 'Prix',
  turnaround: (hours) => `Première livraison sous ${hours} heures`,
  continue: 'Continuer',
  back: 'Retour',
  cancel: 'Annuler la commande',
  pay: (amount) => `Payer ${amount}`,
  newOrder: 'Nouvelle commande',
  testMode: 'Mode test',
  testModeNote: 'Aucun paiement réel. Utilisez une carte de test.',
  methodLegend: 'Moyen de paiement',
  methodNames: {card: 'Carte', paypal: 'PayPal'},
  cardNumber: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  cvc: 'Cryptogramme (CVC)',
  testCards: 'Cartes de test',
  useCard: 'Utiliser',
  processing: 'Paiement en cours…',
  invalidNumber: 'Saisissez un numéro de carte valide.',
  notTestCard: 'En mode test, utilisez une carte de test.',
  invalidExpiry: 'Saisissez une date future au format MM/AA.',
  invalidCvc: 'Saisissez les 3 ou 4 chiffres au dos de la carte.',
  invalidWordCount: 'Saisissez un nombre de 1 à 10 000.',
  challengeHeading: 'Confirmez ce paiement',
  challengeText: 'Votre banque vous demande de confirmer ce paiement. En mode test, ce contrôle est simulé.',
  challengeComplete: 'Valider l’authentification',
  challengeFail: 'Refuser l’authentification',
  paypalContinue: 'Continuer avec PayPal',
  paypalHeading: 'PayPal (simulé)',
  paypalText: 'En mode test, ce panneau remplace la fenêtre PayPal.',
  paypalApprove: 'Approuver le paiement',
  paypalClose: 'Fermer la fenêtre',
  succeededHeading: 'Merci, votre commande est passée',
  succeededText: (projectId) => `Paiement reçu. La commande ${projectId} est en préparation.`,
  declined: 'Votre carte a été refusée. Essayez une autre carte.',
  methodUnavailable: 'Cette carte ne peut pas être utilisée pour le moment. Essayez un autre moyen de paiement.',
  authenticationFailed: 'Échec de l’authentification. Rien n’a été débité.',
  cancelled: 'Commande annulée. Rien n’a été débité.',
  configurationHeading: 'Le widget ne peut pas démarrer',
};

const spanish: Messages = {
  stepNames: {category: 'Categoría', details: 'Detalles', review: 'Resumen', payment: 'Pago'},
  navLabel: 'Pasos del pedido',
  stepOf: (position, total, name) => `Paso ${position} de ${total}: ${name}`,
  headings: {
    category: '¿Qué quiere encargar?',
    details: 'Detalles del pedido',
    review: 'Revise su pedido',
    payment: 'Pago',
  },
  categoryNames: {voice_over: 'Locución', audio_ads: 'Cuña de audio'},
  categoryDescriptions: {
    voice_over: 'Un locutor profesional graba su guion.',
    audio_ads: 'Una cuña terminada de 15, 30 o 60 segundos, lista para emitir.',
  },
  language: 'Idioma',
  voiceGender: 'Voz',
  voiceGenders: {female: 'Femenina', male: 'Masculina', non_binary: 'No binaria'},
  wordCount: 'Longitud del guion (palabras)',
  spotLength: 'Duración de la cuña',
  seconds: (count) => `${count} segundos`,
  words: (count) => `${count} ${count === 1 ? 'palabra' : 'palabras'}`,
  colon: ':',
  scriptWriting: 'Escribir el guion por mí',
  orderTitle: 'Título del pedido',
  script: 'Guion',
  brief: 'Briefing para el guionista',
  price: 'Precio',
  turnaround: (hours) => `Primera entrega en ${hours} horas`,
  continue: 'Continuar',
  back: 'Atrás',
  cancel: 'Cancelar pedido',
  pay: (amount) => `Pagar ${amount}`,
  newOrder: 'Nuevo pedido',
  testMode: 'Modo de prueba',
  testModeNote: 'No se cobra nada. Use una tarjeta de prueba.',
  methodLegend: 'Forma de pago',
  methodNames: {card: 'Tarjeta', paypal: 'PayPal'},
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad (MM/AA)',
  cvc: 'Código de seguridad (CVC)',
  testCards: 'Tarjetas de prueba',
  useCard: 'Usar',
  processing: 'Procesando el pago…',
  invalidNumber: 'Introduzca un número de tarjeta válido.',
  notTestCard: 'En modo de prueba, use una tarjeta de prueba.',
  invalidExpiry: 'Introduzca una fecha futura como MM/AA.',
  invalidCvc: 'Introduzca los 3 o 4 dígitos del reverso de la tarjeta.',
  invalidWordCount: 'Introduzca un número del 1 al 10.000.',
  challengeHeading: 'Confirme este pago',
  challengeText: 'Su banco le pide que confirme este pago. En modo de prueba esta comprobación es simulada.',
  challengeComplete: 'Completar la autenticación',
  challengeFail: 'Rechazar la autenticación',
  paypalContinue: 'Continuar con PayPal',
  paypalHeading: 'PayPal (simulado)',
  paypalText: 'En modo de prueba este panel sustituye a la ventana de PayPal.',
  paypalApprove: 'Aprobar el pago',
  paypalClose: 'Cerrar la ventana',
  succeededHeading: 'Gracias, su pedido está hecho',
  succeededText: (projectId) => `Pago recibido. El pedido ${projectId} está en preparación.`,
  declined: 'Su tarjeta ha sido rechazada. Pruebe con otra tarjeta.',
  methodUnavailable: 'Esta tarjeta no se puede usar en este momento. Pruebe con otro medio de pago.',
  authenticationFailed: 'La autenticación ha fallado. No se ha cobrado nada.',
  cancelled: 'Pedido cancelado. No se ha cobrado nada.',
  configurationHeading: 'El widget no puede iniciarse',
};

export const messages: Record<WidgetLocale, Messages> = {
  'en-US': english,
  'en-GB': english,
  'de-DE': german,
  'fr-FR': french,
  'es-ES': spanish,
};
