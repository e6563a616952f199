/** Danish: "Hvorfor?" i ord, én kort sætning pr. regel en visning henviser til (nøgle: why.<doc>.<rule>). */
import type { why as en } from '../en/why';

export const why = {
  'why.advciv.17.4': 'Står spillere lige i spilrækkefølgen, afgør nationernes rækkefølge på A.S.T. det.',
  'why.advciv.18.1': 'Hver runde gennemløber de samme faser i fast rækkefølge, hver med sin egen spilrækkefølge.',
  'why.advciv.19': 'Ved beskatning betaler hver spiller skat fra Folk til Finans for hver by; kan han ikke betale, gør byer oprør.',
  'why.advciv.20': 'Ved befolkningsforøgelse får et område med én brik én mere, med to eller flere to mere, så langt Folk rækker.',
  'why.advciv.21': 'Folketællingen tæller hver spillers brikker på brættet; den giver rækkefølgen for skibe og bevægelse.',
  'why.advciv.22': 'Skibe bygges og vedligeholdes i folketællingsrækkefølge: et nyt skib koster to brikker, at beholde et koster én.',
  'why.advciv.23': 'Spillerne flytter i folketællingsrækkefølge, flest brikker først; den, der har Militær, flytter sidst.',
  'why.advciv.24': 'Konflikt afgøres, hvor for mange brikker deler et område, eller en by angribes.',
  'why.advciv.25': 'Byer bygges i A.S.T.-rækkefølge af brikkerne i et område.',
  'why.advciv.26': 'Brikker ud over hvad et område kan bære fjernes, og hver by kræver to brikker på brættet.',
  'why.advciv.27': 'Handelskort trækkes, én bunke pr. by, og spilleren med færrest byer trækker først.',
  'why.advciv.28': 'Handlen foregår ved bordet, alle på én gang.',
  'why.advciv.29': 'Katastrofer udføres bunke for bunke, fra den laveste.',
  'why.advciv.31': 'Civilisationskort købes i A.S.T.-rækkefølge og betales med varesæt og Finans.',
  'why.advciv.33': 'Hver nations markør rykker på A.S.T., hvis den opfylder adgangsbetingelserne for det næste felt.',
} as const satisfies Record<keyof typeof en, string>;
