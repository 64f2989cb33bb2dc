/** Names for the demo shop's clients: San Juan regulars, people who have not been back, newcomers. */
export const FIRST_NAMES = [
  'Luis', 'José', 'Carlos', 'Miguel', 'Jorge', 'Héctor', 'Ángel', 'Rafael', 'Pedro', 'Juan', 'Ramón', 'Edwin',
  'Javier', 'Orlando', 'Wilfredo', 'Alexis', 'Gabriel', 'Xavier', 'Iván', 'Tomás', 'Emanuel', 'Kevin', 'Jan',
  'Sebastián', 'Adrián', 'Manuel', 'Víctor', 'Félix', 'Rubén', 'Nelson', 'Andrés', 'Diego', 'Omar', 'Julio',
  'Ricardo', 'Fernando', 'Samuel', 'Israel', 'Noel', 'Elías',
] as const;

export const LAST_NAMES = [
  'Rivera', 'Rodríguez', 'Santiago', 'Colón', 'Torres', 'Ortiz', 'Díaz', 'Vázquez', 'Cruz', 'Ramos', 'Morales',
  'Negrón', 'Pagán', 'Figueroa', 'Meléndez', 'Burgos', 'Rosario', 'Maldonado', 'Acevedo', 'Feliciano', 'Quiñones',
  'Nieves', 'Ayala', 'Serrano', 'Marrero', 'Velázquez', 'Cintrón', 'Soto', 'Matos', 'Padilla',
] as const;

/** Client notes staff would write (most clients have none). */
export const NOTES = ['Prefers a low fade', 'Sensitive skin: no alcohol aftershave', 'Likes the hot towel extra warm', 'Usually books with his son'] as const;

/** Blocks a month of a real shop has: a vacation, a training afternoon, a lunch hour. */
export const BLOCK_REASONS = { vacation: 'Vacation', training: 'Barber training', lunch: 'Lunch', meeting: 'Staff meeting' } as const;
