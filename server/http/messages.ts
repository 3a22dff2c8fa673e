/**
 * What the server says to people (`public_message`, per-field messages), in the three languages
 * of the spec's form messages (§9: en, pt, es), chosen from the request's Accept-Language.
 * The domain answers with codes; only this file words them. `message` (for developers) stays
 * English.
 */
import type { ProblemCode } from "../domain/accounts/validation.js"
import { saferGamblingMessages } from "./messages-safer-gambling.js"
import { casinoMessages } from "./messages-casino.js"
import { sportsbookMessages } from "./messages-sportsbook.js"

export type Lang = "en" | "pt" | "es"

/** One message in each language; `{name}` marks a value filled in by `fillIn`. */
export type Text = Readonly<Record<Lang, string>>

const catalogue = {
  "request.invalid_json": { en: "The request could not be read. Please try again.", pt: "Não foi possível ler o pedido. Tente novamente.", es: "No se pudo leer la solicitud. Inténtalo de nuevo." },
  "request.too_large": { en: "The request is too large.", pt: "O pedido é grande demais.", es: "La solicitud es demasiado grande." },
  "request.unsupported_content_type": { en: "The request must be sent as JSON.", pt: "O pedido deve ser enviado em JSON.", es: "La solicitud debe enviarse en JSON." },
  "request.invalid_fields": { en: "Some details are missing or not valid. Please check and try again.", pt: "Alguns dados estão em falta ou não são válidos. Verifique e tente novamente.", es: "Faltan algunos datos o no son válidos. Revísalos e inténtalo de nuevo." },
  "request.invalid_parameter": { en: "The request has a parameter that is not valid: {name}.", pt: "O pedido tem um parâmetro inválido: {name}.", es: "La solicitud tiene un parámetro no válido: {name}." },
  "request.unknown_brand": { en: "This site is not configured.", pt: "Este site não está configurado.", es: "Este sitio no está configurado." },
  "request.region_not_allowed": { en: "Sorry, {brand} is not available in your country.", pt: "Lamentamos, {brand} não está disponível no seu país.", es: "Lo sentimos, {brand} no está disponible en tu país." },
  "field.missing": { en: "This field is required.", pt: "Este campo é obrigatório.", es: "Este campo es obligatorio." },
  "field.invalid": { en: "This value is not valid.", pt: "Este valor não é válido.", es: "Este valor no es válido." },
  "error.not_found": { en: "We can’t find what you’re looking for.", pt: "Não encontramos o que procura.", es: "No encontramos lo que buscas." },
  "error.server": { en: "Request failed, please try again.", pt: "O pedido falhou, tente novamente.", es: "La solicitud ha fallado, inténtalo de nuevo." },
  // Account area (issue 15): identity documents, phone codes, terms.
  "kyc.unsupported_type": { en: "Please upload a photo (JPEG or PNG) or a PDF.", pt: "Carregue uma fotografia (JPEG ou PNG) ou um PDF.", es: "Sube una foto (JPEG o PNG) o un PDF." },
  "kyc.too_large": { en: "This file is too large (at most {mb} MB).", pt: "Este ficheiro é grande demais (máximo {mb} MB).", es: "Este archivo es demasiado grande (máximo {mb} MB)." },
  "kyc.too_many_pages": { en: "This PDF has too many pages (at most {pages}).", pt: "Este PDF tem páginas a mais (máximo {pages}).", es: "Este PDF tiene demasiadas páginas (máximo {pages})." },
  "kyc.refused": { en: "We could not accept this file. Please take a new photo or scan of the document.", pt: "Não pudemos aceitar este ficheiro. Tire uma nova fotografia ou digitalização do documento.", es: "No hemos podido aceptar este archivo. Haz una nueva foto o escaneo del documento." },
  "phone.invalid": { en: "Please enter a valid phone number.", pt: "Introduza um número de telefone válido.", es: "Introduce un número de teléfono válido." },
  "phone.too_many_codes": { en: "Please wait before asking for another code (about {minutes} min).", pt: "Aguarde antes de pedir outro código (cerca de {minutes} min).", es: "Espera antes de pedir otro código (unos {minutes} min)." },
  "phone.code_wrong": { en: "That code is not right. {tries} tries left.", pt: "Esse código não está certo. Restam {tries} tentativas.", es: "Ese código no es correcto. Quedan {tries} intentos." },
  "phone.code_locked": { en: "Too many wrong codes. Please ask for a new code.", pt: "Demasiados códigos errados. Peça um novo código.", es: "Demasiados códigos incorrectos. Pide un código nuevo." },
  "phone.code_expired": { en: "This code has expired. Please ask for a new one.", pt: "Este código expirou. Peça um novo.", es: "Este código ha caducado. Pide uno nuevo." },
  "terms.outdated": { en: "These terms have been replaced. Please read the latest version.", pt: "Estes termos foram substituídos. Leia a versão mais recente.", es: "Estos términos han sido sustituidos. Lee la versión más reciente." },
  "error.maintenance": { en: "{brand} is unavailable. We'll be back shortly.", pt: "{brand} está indisponível. Voltamos em breve.", es: "{brand} no está disponible. Volveremos en breve." },
  "auth.required": { en: "Please log in to continue.", pt: "Inicie sessão para continuar.", es: "Inicia sesión para continuar." },
  "auth.session_expired": { en: "Your session has expired. Please log in and try again.", pt: "A sua sessão expirou. Inicie sessão e tente novamente.", es: "Tu sesión ha caducado. Inicia sesión e inténtalo de nuevo." },
  "auth.invalid_credentials": { en: "Incorrect e-mail or password.", pt: "E-mail ou palavra-passe incorretos.", es: "Correo electrónico o contraseña incorrectos." },
  "auth.too_many_attempts": { en: "Too many failed attempts. Please wait {minutes} minutes and try again, or reset your password.", pt: "Demasiadas tentativas falhadas. Aguarde {minutes} minutos e tente novamente, ou redefina a palavra-passe.", es: "Demasiados intentos fallidos. Espera {minutes} minutos e inténtalo de nuevo, o restablece tu contraseña." },
  "auth.incorrect_password": { en: "Your current password is not correct.", pt: "A palavra-passe atual não está correta.", es: "Tu contraseña actual no es correcta." },
  "auth.invalid_link": { en: "This link is not valid or has expired. Please ask for a new one.", pt: "Esta ligação não é válida ou expirou. Peça uma nova.", es: "Este enlace no es válido o ha caducado. Solicita uno nuevo." },
  "ops.forbidden": { en: "Operator token missing or wrong.", pt: "Token de operador em falta ou errado.", es: "Falta el token de operador o es incorrecto." },
  "dob.length": { en: "Enter your date of birth as dd/mm/yyyy.", pt: "Indique a data de nascimento como dd/mm/aaaa.", es: "Introduce tu fecha de nacimiento como dd/mm/aaaa." },
  "dob.uk_date_format": { en: "Enter your date of birth as dd/mm/yyyy.", pt: "Indique a data de nascimento como dd/mm/aaaa.", es: "Introduce tu fecha de nacimiento como dd/mm/aaaa." },
  "dob.younger_than_oldest_person_alive": { en: "Enter a real date of birth.", pt: "Indique uma data de nascimento real.", es: "Introduce una fecha de nacimiento real." },
  "dob.age": { en: "You must be 18 or over to open an account.", pt: "Tem de ter 18 anos ou mais para abrir uma conta.", es: "Debes tener 18 años o más para abrir una cuenta." },
  "email.format": { en: "Enter a valid e-mail address.", pt: "Indique um endereço de e-mail válido.", es: "Introduce una dirección de correo válida." },
  "email.taken": { en: "An account with this e-mail address already exists.", pt: "Já existe uma conta com este e-mail.", es: "Ya existe una cuenta con este correo electrónico." },
  "password.too_short": { en: "Your password needs at least 8 characters.", pt: "A palavra-passe precisa de pelo menos 8 caracteres.", es: "La contraseña necesita al menos 8 caracteres." },
  "password.too_long": { en: "Your password can have at most 128 characters.", pt: "A palavra-passe pode ter no máximo 128 caracteres.", es: "La contraseña puede tener como máximo 128 caracteres." },
  "username.format": { en: "Usernames have 3 to 20 letters, digits or underscores.", pt: "O nome de utilizador tem 3 a 20 letras, algarismos ou sublinhados.", es: "El nombre de usuario tiene de 3 a 20 letras, números o guiones bajos." },
  "username.taken": { en: "This username is taken. Please choose another.", pt: "Este nome de utilizador já existe. Escolha outro.", es: "Este nombre de usuario ya existe. Elige otro." },
  "name.required": { en: "This field is required.", pt: "Este campo é obrigatório.", es: "Este campo es obligatorio." },
  "name.too_long": { en: "This is too long (at most 60 characters).", pt: "Demasiado longo (máximo 60 caracteres).", es: "Demasiado largo (máximo 60 caracteres)." },
  "bet.odds_changed": { en: "Odds have changed. Please accept the new odds.", pt: "As odds mudaram. Aceite as novas odds.", es: "Las cuotas han cambiado. Acepta las nuevas cuotas." },
  "bet.unavailable": { en: "A selection is suspended or no longer available.", pt: "Uma seleção está suspensa ou indisponível.", es: "Una selección está suspendida o no disponible." },
  "bet.restricted": { en: "Betting is restricted on your account.", pt: "As apostas estão restritas na sua conta.", es: "Las apuestas están restringidas en tu cuenta." },
  "bet.min_stake": { en: "The minimum stake is {min}.", pt: "A aposta mínima é {min}.", es: "La apuesta mínima es {min}." },
  "bet.max_bet": { en: "The maximum stake for this bet is {max}.", pt: "A aposta máxima é {max}.", es: "La apuesta máxima es {max}." },
  "bet.insufficient_funds": { en: "Your balance is too low for this bet.", pt: "O seu saldo é insuficiente.", es: "Tu saldo es insuficiente." },
  "bet.duplicate_key": { en: "This bet was already sent with other details. Please try again.", pt: "Esta aposta já foi enviada com outros dados.", es: "Esta apuesta ya se envió con otros datos." },
  "bet.invalid": { en: "This bet cannot be placed.", pt: "Esta aposta não pode ser feita.", es: "Esta apuesta no se puede realizar." },
  "bet.not_found": { en: "This bet was not found.", pt: "Esta aposta não foi encontrada.", es: "No se encontró esta apuesta." },
  "bet.cashout_unavailable": { en: "Cash out is not available for this bet.", pt: "O cash out não está disponível para esta aposta.", es: "El cash out no está disponible para esta apuesta." },
  "bet.cashout_stake": { en: "This part of the stake cannot be cashed out.", pt: "Esta parte da aposta não pode ter cash out.", es: "Esta parte de la apuesta no admite cash out." },
  ...saferGamblingMessages,
  ...casinoMessages,
  ...sportsbookMessages,
  // Cashier (issue 13)
  "payment.amount": { en: "Enter an amount between {min} and {max}.", pt: "Introduza um valor entre {min} e {max}.", es: "Introduce un importe entre {min} y {max}." },
  "payment.withdrawal_amount": { en: "The minimum withdrawal is {min}.", pt: "O levantamento mínimo é {min}.", es: "La retirada mínima es {min}." },
  "payment.method_not_offered": { en: "This payment method is not available.", pt: "Este método de pagamento não está disponível.", es: "Este método de pago no está disponible." },
  "payment.one_method": { en: "Invalid payment method. Withdrawals go back to the method you last deposited with.", pt: "Método de pagamento inválido. Os levantamentos voltam para o último método de depósito.", es: "Método de pago no válido. Las retiradas vuelven al último método con el que depositaste." },
  "payment.verification_pending": { en: "Please verify your identity before you withdraw.", pt: "Verifique a sua identidade antes de levantar.", es: "Verifica tu identidad antes de retirar." },
  "payment.deposit_restricted": { en: "Deposits are restricted on your account.", pt: "Os depósitos estão restritos na sua conta.", es: "Los depósitos están restringidos en tu cuenta." },
  "payment.insufficient_funds": { en: "Your cash balance is too low for this withdrawal.", pt: "O seu saldo é insuficiente para este levantamento.", es: "Tu saldo es insuficiente para esta retirada." },
  "payment.duplicate_key": { en: "This payment was already sent with other details. Please try again.", pt: "Este pagamento já foi enviado com outros dados.", es: "Este pago ya se envió con otros datos." },
  "payment.not_found": { en: "This payment was not found.", pt: "Este pagamento não foi encontrado.", es: "No se encontró este pago." },
  "payment.not_cancellable": { en: "This withdrawal can no longer be cancelled.", pt: "Este levantamento já não pode ser cancelado.", es: "Esta retirada ya no se puede cancelar." },
  "payment.key_required": { en: "The request is missing its Idempotency-Key.", pt: "Falta o Idempotency-Key no pedido.", es: "Falta el Idempotency-Key en la solicitud." },
  "payment.webhook_refused": { en: "The notification was refused.", pt: "A notificação foi recusada.", es: "La notificación fue rechazada." },
  // Rewards and the daily game (issue 18)
  "reward.not_found": { en: "This reward was not found.", pt: "Esta recompensa não foi encontrada.", es: "No se encontró esta recompensa." },
  "reward.not_earned": { en: "You have not met this reward's terms yet.", pt: "Ainda não cumpriu as condições desta recompensa.", es: "Todavía no has cumplido las condiciones de esta recompensa." },
  "reward.expired": { en: "This reward has expired.", pt: "Esta recompensa expirou.", es: "Esta recompensa ha caducado." },
  "daily_game.played": { en: "You have already played today's game. Come back tomorrow!", pt: "Já jogou o jogo de hoje. Volte amanhã!", es: "Ya has jugado el juego de hoy. ¡Vuelve mañana!" },
  "referral.unknown_code": { en: "We don't recognise that referral code. Check the link your friend sent, or sign up without it.", pt: "Não reconhecemos esse código de convite. Verifique a ligação que o seu amigo enviou ou registe-se sem ele.", es: "No reconocemos ese código de invitación. Revisa el enlace que te envió tu amigo o regístrate sin él." },
  "daily_game.off": { en: "The daily game is not available.", pt: "O jogo diário não está disponível.", es: "El juego diario no está disponible." },
  "bonus.invalid_code": { en: "This promo code is not valid.", pt: "Este código promocional não é válido.", es: "Este código promocional no es válido." },
  "bonus.already_used": { en: "You have already received your welcome bonus.", pt: "Já recebeu o seu bónus de boas-vindas.", es: "Ya has recibido tu bono de bienvenida." },
} as const satisfies Record<string, Text> & Record<ProblemCode, Text>

export type MessageId = keyof typeof catalogue

export type Vars = Readonly<Record<string, string | number>>

/** Puts each `{name}` of the text's language in place; a name without a value stays as written. */
export const fillIn = (text: Text, lang: Lang, vars: Vars): string =>
  text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))

export const translate = (lang: Lang, id: MessageId, vars: Vars = {}): string => fillIn(catalogue[id], lang, vars)

/** The first language of Accept-Language (by q) that we speak; English otherwise. */
export const languageOf = (acceptLanguage: string | undefined | null): Lang => {
  if (!acceptLanguage) return "en"
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      const weight = q ? Number(q.slice(2)) : 1
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const entry of ranked) {
    if (entry.primary === "en" || entry.primary === "pt" || entry.primary === "es") return entry.primary
  }
  return "en"
}
