/** Public messages of the rewards and daily game calls (issue 18), spread into messages.ts. */
export const rewardsMessages = {
  "reward.not_found": { en: "This reward was not found.", pt: "Esta recompensa não foi encontrada.", es: "No se encontró esta recompensa." },
  "reward.not_earned": {
    en: "You have not met this reward's terms yet.",
    pt: "Ainda não cumpriu as condições desta recompensa.",
    es: "Todavía no has cumplido las condiciones de esta recompensa.",
  },
  "reward.expired": { en: "This reward has expired.", pt: "Esta recompensa expirou.", es: "Esta recompensa ha caducado." },
  "daily_game.played": {
    en: "You have already played today's game. Come back tomorrow!",
    pt: "Já jogou o jogo de hoje. Volte amanhã!",
    es: "Ya has jugado el juego de hoy. ¡Vuelve mañana!",
  },
  "referral.unknown_code": {
    en: "We don't recognise that referral code. Check the link your friend sent, or sign up without it.",
    pt: "Não reconhecemos esse código de convite. Verifique a ligação que o seu amigo enviou ou registe-se sem ele.",
    es: "No reconocemos ese código de invitación. Revisa el enlace que te envió tu amigo o regístrate sin él.",
  },
  "daily_game.off": { en: "The daily game is not available.", pt: "O jogo diário não está disponível.", es: "El juego diario no está disponible." },
} as const
