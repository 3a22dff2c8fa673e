/** What the sportsbook's own calls say to people (public_message), spread into the catalogue of messages.ts. */
export const sportsbookMessages = {
  "bet.auto_cashout_amount": {
    en: "Enter an amount above 0 for your automatic cash-out.",
    pt: "Introduza um valor acima de 0 para o seu cash out automático.",
    es: "Introduce un importe mayor que 0 para tu cash out automático.",
  },
  "bet.auto_cashout_reached": {
    en: "The cash-out offer is already {offer}. Cash out now, or choose a higher amount.",
    pt: "A oferta de cash out já é de {offer}. Faça cash out agora ou escolha um valor mais alto.",
    es: "La oferta de cash out ya es de {offer}. Haz cash out ahora o elige un importe más alto.",
  },
  "bet.auto_cashout_too_high": {
    en: "This bet can return at most {potential}: choose a lower amount.",
    pt: "Esta aposta pode pagar no máximo {potential}: escolha um valor mais baixo.",
    es: "Esta apuesta puede pagar como máximo {potential}: elige un importe más bajo.",
  },
} as const
