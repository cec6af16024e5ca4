// Login page texts (login, password reset request, account activation, password reset).
// Swedish when the browser language is sv-SE, English otherwise (spec, section 1).
import { LOGIN_VALIDATION_EN, PASSWORD_MESSAGES_EN, type LoginValidationMessages, type PasswordMessages } from './validation.ts';

export interface LoginTexts {
  /** The product panel beside the form, and the page's language (html lang). */
  layout: { lang: string; pitch: string; pitchText: string; apiDocs: string };
  enterEmail: { title: string; emailLabel: string; emailPlaceholder: string; next: string };
  enterPassword: { title: string; passwordLabel: string; submit: string; back: string };
  loginAsSupport: string;
  /** Shown under the 400 message for internal-staff addresses. */
  loginAsSupportHint: string;
  forgotPassword: string;
  resetPassword: { title: string; info: string; submit: string; backToLogin: string };
  resetPasswordSent: { title: string; info: string; backToLogin: string };
  activation: {
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    /** Under the title: what the form does. */
    intro: string;
    workTitle: string;
    /** The name of the work title that allows free text (the dictionary's own name is 'Other'). */
    workTitleOther: string;
    workTitlePlaceholder: string;
    /** Label of the free-text field shown for 'Other'. */
    workTitleOtherLabel: string;
    /** The work-title list could not be loaded. */
    loadFailed: string;
    retry: string;
    /** The link's key was spent (the account is active) or retired by a newer invitation. */
    linkUsed: string;
    linkExpired: string;
    linkUnknown: string;
    toLogin: string;
    password: string;
    confirmPassword: string;
    submit: string;
    success: string;
    failure: string;
  };
  finishResetPassword: {
    title: string;
    info: string;
    newPassword: string;
    confirmPassword: string;
    submit: string;
    success: string;
    failure: string;
  };
  contactSupport: string;
  errors: {
    incorrectCredentials: string;
    tooManyRequests: string;
    internalServerError: string;
    unexpected: string;
    /** Followed by the server's message. */
    resetRequestFailedPrefix: string;
    /** The reCAPTCHA token was refused (spec, section 8). */
    recaptchaFailed: string;
    /** reCAPTCHA is on but could not be set up (site key lookup or Google's script failed). */
    recaptchaUnavailable: string;
  };
  validation: LoginValidationMessages & {
    firstNameRequired: string;
    lastNameRequired: string;
    nameTooShort: string;
    workTitleRequired: string;
    workTitleOtherRequired: string;
  };
  password: PasswordMessages;
}

const en: LoginTexts = {
  layout: {
    lang: 'en',
    pitch: 'Every machine, every site, one view.',
    pitchText: 'Track positions and engine hours, plan service before it is overdue, and know what is on each depot and work site.',
    apiDocs: 'API documentation',
  },
  enterEmail: { title: 'Log in', emailLabel: 'Email', emailPlaceholder: 'name@company.com', next: 'Next' },
  enterPassword: { title: 'Enter your password', passwordLabel: 'Password', submit: 'Log in', back: 'Back' },
  loginAsSupport: 'Login as support',
  loginAsSupportHint: "Internal staff: check 'Login as support' and try again.",
  forgotPassword: 'Forgot password?',
  resetPassword: {
    title: 'Reset password',
    info: 'Enter your email address and we will send you a link to reset your password.',
    submit: 'Send reset link',
    backToLogin: 'Back to login',
  },
  resetPasswordSent: {
    title: 'Check your email',
    info: 'If an account exists for this address, we have sent a link to reset your password.',
    backToLogin: 'Back to login',
  },
  activation: {
    title: 'Activate your account',
    intro: 'Check your name, tell us your work title and choose a password.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    workTitle: 'Work title',
    workTitleOther: 'Other',
    workTitlePlaceholder: 'Choose a work title',
    workTitleOtherLabel: 'Your work title',
    loadFailed: 'The work titles could not be loaded.',
    retry: 'Try again',
    linkUsed: 'This activation link has already been used. Log in with your e-mail and password, or use "Forgot password?" on the login page.',
    linkExpired: 'This activation link has expired. Ask your administrator to send you a new invitation.',
    linkUnknown: 'Activation link is invalid or has expired',
    toLogin: 'Go to the login page',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Activate account',
    success: 'Account activated successfully',
    failure: 'Error activating account.',
  },
  finishResetPassword: {
    title: 'Choose a new password',
    info: 'Your new password replaces the old one and signs you out on every other device.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Reset password',
    success: 'Password reset successfully',
    failure: 'Error resetting password.',
  },
  contactSupport: 'Contact support',
  errors: {
    incorrectCredentials: 'Incorrect password and/or username.',
    tooManyRequests: 'Too many login requests in a short period. Please try again, or contact support if the issue persists.',
    internalServerError: 'Internal server error 500. Please try again, or contact support if the issue persists.',
    unexpected: 'An unexpected error occurred. Please try again, or contact support if the issue persists.',
    resetRequestFailedPrefix: 'Error resetting password: ',
    recaptchaFailed: 'reCAPTCHA validation failed. Please try again, or contact support if the issue persists.',
    recaptchaUnavailable:
      'The reCAPTCHA check could not be started: our backend service has an issue. Please try again, or contact support if the issue persists.',
  },
  validation: {
    ...LOGIN_VALIDATION_EN,
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameTooShort: 'Must be at least 2 characters',
    workTitleRequired: 'Choose a work title',
    workTitleOtherRequired: 'Work title is required',
  },
  password: PASSWORD_MESSAGES_EN,
};

const sv: LoginTexts = {
  layout: {
    lang: 'sv',
    pitch: 'Varje maskin, varje plats, en vy.',
    pitchText: 'Följ positioner och motortimmar, planera service innan den blir försenad och se vad som finns på varje depå och arbetsplats.',
    apiDocs: 'API-dokumentation',
  },
  enterEmail: { title: 'Logga in', emailLabel: 'E-post', emailPlaceholder: 'namn@foretag.se', next: 'Nästa' },
  enterPassword: { title: 'Ange ditt lösenord', passwordLabel: 'Lösenord', submit: 'Logga in', back: 'Tillbaka' },
  loginAsSupport: 'Logga in som support',
  loginAsSupportHint: "Intern personal: markera 'Logga in som support' och försök igen.",
  forgotPassword: 'Glömt lösenordet?',
  resetPassword: {
    title: 'Återställ lösenord',
    info: 'Ange din e-postadress så skickar vi en länk för att återställa ditt lösenord.',
    submit: 'Skicka återställningslänk',
    backToLogin: 'Tillbaka till inloggningen',
  },
  resetPasswordSent: {
    title: 'Kontrollera din e-post',
    info: 'Om det finns ett konto för den här adressen har vi skickat en länk för att återställa ditt lösenord.',
    backToLogin: 'Tillbaka till inloggningen',
  },
  activation: {
    title: 'Aktivera ditt konto',
    intro: 'Kontrollera ditt namn, ange din yrkesroll och välj ett lösenord.',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    workTitle: 'Yrkesroll',
    workTitleOther: 'Annan',
    workTitlePlaceholder: 'Välj en yrkesroll',
    workTitleOtherLabel: 'Din yrkesroll',
    loadFailed: 'Yrkesrollerna kunde inte hämtas.',
    retry: 'Försök igen',
    linkUsed: 'Den här aktiveringslänken har redan använts. Logga in med din e-post och ditt lösenord, eller använd "Glömt lösenordet?" på inloggningssidan.',
    linkExpired: 'Den här aktiveringslänken har gått ut. Be din administratör att skicka en ny inbjudan.',
    linkUnknown: 'Aktiveringslänken är ogiltig eller har gått ut',
    toLogin: 'Till inloggningssidan',
    password: 'Lösenord',
    confirmPassword: 'Bekräfta lösenord',
    submit: 'Aktivera konto',
    success: 'Kontot har aktiverats',
    failure: 'Det gick inte att aktivera kontot.',
  },
  finishResetPassword: {
    title: 'Välj ett nytt lösenord',
    info: 'Det nya lösenordet ersätter det gamla och loggar ut dig på alla andra enheter.',
    newPassword: 'Nytt lösenord',
    confirmPassword: 'Bekräfta lösenord',
    submit: 'Återställ lösenord',
    success: 'Lösenordet har återställts',
    failure: 'Det gick inte att återställa lösenordet.',
  },
  contactSupport: 'Kontakta supporten',
  errors: {
    incorrectCredentials: 'Felaktigt lösenord och/eller användarnamn.',
    tooManyRequests: 'För många inloggningsförsök på kort tid. Försök igen, eller kontakta supporten om problemet kvarstår.',
    internalServerError: 'Internt serverfel 500. Försök igen, eller kontakta supporten om problemet kvarstår.',
    unexpected: 'Ett oväntat fel inträffade. Försök igen, eller kontakta supporten om problemet kvarstår.',
    resetRequestFailedPrefix: 'Fel vid återställning av lösenord: ',
    recaptchaFailed: 'reCAPTCHA-valideringen misslyckades. Försök igen, eller kontakta supporten om problemet kvarstår.',
    recaptchaUnavailable:
      'reCAPTCHA-kontrollen kunde inte startas: vår backend-tjänst har ett problem. Försök igen, eller kontakta supporten om problemet kvarstår.',
  },
  validation: {
    emailRequired: 'E-post krävs',
    emailInvalid: 'Ange en giltig e-postadress',
    passwordRequired: 'Lösenord krävs',
    firstNameRequired: 'Förnamn krävs',
    lastNameRequired: 'Efternamn krävs',
    nameTooShort: 'Måste vara minst 2 tecken',
    workTitleRequired: 'Välj en yrkesroll',
    workTitleOtherRequired: 'Yrkesroll krävs',
  },
  password: {
    required: 'Lösenord krävs',
    tooShort: 'Lösenordet måste vara minst 8 tecken',
    uppercase: 'Lösenordet måste innehålla minst 1 versal',
    lowercase: 'Lösenordet måste innehålla minst 1 gemen',
    number: 'Lösenordet måste innehålla minst 1 siffra',
    special: 'Lösenordet måste innehålla minst 1 specialtecken (. , ! @ # ?)',
    forbidden: 'Lösenordet får inte innehålla å, ä, ö, < eller >',
    confirmRequired: 'Bekräfta lösenordet',
    mismatch: 'Lösenorden matchar inte',
  },
};

/** All login-page strings: Swedish for sv-SE, English for every other locale. */
export function loginTexts(locale: string | null | undefined): LoginTexts {
  return locale?.toLowerCase() === 'sv-se' ? sv : en;
}
