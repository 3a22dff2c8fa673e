/**
 * The words of the identity-check notifications and SMS codes, in the server's three languages
 * (spec §9 form messages: en, pt, es), chosen from the bettor's locale.
 */
import { languageOf, type Lang } from "../../http/messages.js"

type Text = Readonly<Record<Lang, string>>

const texts = {
  "approved.title": { en: "You're verified", pt: "Conta verificada", es: "Cuenta verificada" },
  "approved.message": {
    en: "Thanks, we have checked your documents. Withdrawals and every other feature are open to you.",
    pt: "Obrigado, verificámos os seus documentos. Os levantamentos e todas as outras funções estão disponíveis.",
    es: "Gracias, hemos comprobado tus documentos. Los retiros y todas las demás funciones ya están disponibles.",
  },
  "level_up.title": { en: "Verification level raised", pt: "Nível de verificação aumentado", es: "Nivel de verificación aumentado" },
  "level_up.message": { en: "Your account is now at verification level {level}.", pt: "A sua conta está agora no nível de verificação {level}.", es: "Tu cuenta está ahora en el nivel de verificación {level}." },
  "rejected.title": { en: "We need another document", pt: "Precisamos de outro documento", es: "Necesitamos otro documento" },
  "rejected.message": {
    en: "We could not accept your document: {reason}. Please upload a new one.",
    pt: "Não pudemos aceitar o seu documento: {reason}. Carregue um novo, por favor.",
    es: "No hemos podido aceptar tu documento: {reason}. Sube uno nuevo, por favor.",
  },
  "more.title": { en: "One more document, please", pt: "Mais um documento, por favor", es: "Un documento más, por favor" },
  "more.message": {
    en: "To finish checking your identity we need: {reason}.",
    pt: "Para concluir a verificação da sua identidade precisamos de: {reason}.",
    es: "Para terminar de verificar tu identidad necesitamos: {reason}.",
  },
  "required.title": { en: "Please verify your identity", pt: "Verifique a sua identidade", es: "Verifica tu identidad" },
  "required.message": {
    en: "Before you can withdraw, we need to check your identity. Upload a passport or driving licence.",
    pt: "Antes de poder levantar, precisamos de verificar a sua identidade. Carregue um passaporte ou carta de condução.",
    es: "Antes de retirar, necesitamos verificar tu identidad. Sube un pasaporte o un permiso de conducir.",
  },
  "sms.code": {
    en: "Your verification code is {code}. It expires in 10 minutes. Never share it.",
    pt: "O seu código de verificação é {code}. Expira em 10 minutos. Nunca o partilhe.",
    es: "Tu código de verificación es {code}. Caduca en 10 minutos. No lo compartas nunca.",
  },
  "sms.subject": { en: "Verification code", pt: "Código de verificação", es: "Código de verificación" },
} as const satisfies Record<string, Text>

export type KycTextId = keyof typeof texts

export const kycText = (locale: string, id: KycTextId, vars: Readonly<Record<string, string | number>> = {}): string =>
  texts[id][languageOf(locale)].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
