/** English: "Why?" in words, one short sentence per rule a view cites (key: why.<doc>.<rule>). */
export const why = {
  'why.advciv.17.4': 'Ties in the order of play go by the A.S.T. order of the nations.',
  'why.advciv.18.1': 'Each turn runs through the same phases in a fixed order, each with its own order of play.',
  'why.advciv.19': 'In taxation each player pays tax from stock into treasury for every city; what he cannot pay makes cities revolt.',
  'why.advciv.20': 'In population expansion each area with one token gains one more, with two or more gains two, as far as stock allows.',
  'why.advciv.21': 'The census counts every player’s tokens on the board; it sets the order for ships and movement.',
  'why.advciv.22': 'Ships are built and kept in census order: a new ship costs two tokens, keeping one costs one.',
  'why.advciv.23': 'Players move in census order, most tokens first; the holder of Military moves last.',
  'why.advciv.24': 'Conflict is resolved where too many tokens share an area, or a city is attacked.',
  'why.advciv.25': 'Cities are built in A.S.T. order from the tokens in an area.',
  'why.advciv.26': 'Tokens beyond what an area supports are removed, and each city needs two tokens on the board.',
  'why.advciv.27': 'Trade cards are drawn, one stack per city, the player with the fewest cities first.',
  'why.advciv.28': 'Trading happens at the table, everyone at once.',
  'why.advciv.29': 'Calamities are resolved stack by stack, from the lowest.',
  'why.advciv.31': 'Civilization cards are bought in A.S.T. order, paid with commodity sets and treasury.',
  'why.advciv.33': 'Each nation’s marker moves on the A.S.T. if it meets the entry requirements of the next space.',
} as const;
