// Support's impersonation alerts (started, ended, own session lost) in Swedish and Norwegian
// (Bokmål); part of CATALOG (../catalog.ts). The companies screen's strings are in admin.ts.
// A word other screens show too (OK, Back to admin) is kept once, in the first file of CATALOG's order.
import type { CatalogEntry } from './entry.ts';

export const SUPPORT: readonly CatalogEntry[] = [
  { en: 'Continue', sv: 'Fortsätt', nb: 'Fortsett' },
  { en: 'Impersonation ended', sv: 'Du agerar inte längre som en annan användare', nb: 'Du opptrer ikke lenger som en annen bruker' },
  { en: 'Impersonation started', sv: 'Du agerar nu som en annan användare', nb: 'Du opptrer nå som en annen bruker' },
  { en: 'Log out', sv: 'Logga ut', nb: 'Logg ut' },
  {
    en: 'The session you started the impersonation from is not saved in this browser tab. Please log out and log in again.',
    sv: 'Sessionen som du började agera som användaren från är inte sparad i den här webbläsarfliken. Logga ut och logga in igen.',
    nb: 'Økten du begynte å opptre som brukeren fra, er ikke lagret i denne nettleserfanen. Logg ut og logg inn igjen.',
  },
  {
    en: "You are now signed in as {name}. What you do is done on their behalf and recorded. Use 'Back to admin' to return to your own account.",
    sv: "Du är nu inloggad som {name}. Det du gör görs för användarens räkning och registreras. Använd 'Tillbaka till admin' för att återgå till ditt eget konto.",
    nb: "Du er nå logget inn som {name}. Det du gjør, gjøres på brukerens vegne og registreres. Bruk 'Tilbake til admin' for å gå tilbake til din egen konto.",
  },
  {
    en: 'You are signed in with your own account again. The server could not confirm the end; the impersonation session expires by itself within the hour.',
    sv: 'Du är inloggad med ditt eget konto igen. Servern kunde inte bekräfta avslutet; sessionen där du agerade som användaren upphör av sig själv inom en timme.',
    nb: 'Du er logget inn med din egen konto igjen. Serveren kunne ikke bekrefte avslutningen; økten der du opptrådte som brukeren, utløper av seg selv innen en time.',
  },
  { en: 'You are signed in with your own account again.', sv: 'Du är inloggad med ditt eget konto igen.', nb: 'Du er logget inn med din egen konto igjen.' },
  { en: 'Your own session could not be restored', sv: 'Din egen session kunde inte återställas', nb: 'Din egen økt kunne ikke gjenopprettes' },
  { en: 'the selected user', sv: 'den valda användaren', nb: 'den valgte brukeren' },
];
