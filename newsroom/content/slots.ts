/**
 * Slot values for the story templates.
 *
 * Tamil inflects place names, so every place carries its case forms:
 *   {x}       nominative        மதுரை            Madurai
 *   {xIn}     locative          மதுரையில்         in Madurai
 *   {xOf}     genitive          மதுரையின்         Madurai's
 *   {xTo}     dative            மதுரைக்கு          to Madurai
 *   {xFrom}   ablative          மதுரையிலிருந்து    from Madurai
 *   {xNative} "belonging to"    மதுரையைச் சேர்ந்த   from Madurai
 * The locative and dative are written by hand; the others are derived from the
 * locative stem (…ில் → …ின் / …ை / …ிலிருந்து), which holds for every name here.
 */
import { CITIES } from "./catalog";

/** One value of a slot pool: `en`/`ta` plus optional extra forms (`enIn`/`taIn`, …). */
export type SlotItem = { en: string; ta: string; [form: string]: string };

const LOC_SUFFIX = "\u0BBF\u0BB2\u0BCD"; // "ில்"

function placeForms(en: string, ta: string, taIn: string, taTo: string, enIn = `in ${en}`): SlotItem {
  if (!taIn.endsWith(LOC_SUFFIX)) throw new Error(`bad Tamil locative for ${en}: ${taIn}`);
  const stem = taIn.slice(0, -LOC_SUFFIX.length);
  const possessive = en.endsWith("s") ? `${en}'` : `${en}'s`;
  return {
    en,
    ta,
    enIn,
    taIn,
    enOf: possessive,
    taOf: `${stem}\u0BBF\u0BA9\u0BCD`, // …ின்
    enTo: `to ${en}`,
    taTo,
    enFrom: `from ${en}`,
    taFrom: `${stem}\u0BBF\u0BB2\u0BBF\u0BB0\u0BC1\u0BA8\u0BCD\u0BA4\u0BC1`, // …ிலிருந்து
    enNative: `from ${en}`,
    taNative: `${stem}\u0BC8\u0B9A\u0BCD \u0B9A\u0BC7\u0BB0\u0BCD\u0BA8\u0BCD\u0BA4`, // …ைச் சேர்ந்த
  };
}

/** Tamil locative and dative of each city, in catalog order (ids 1..33). */
const CITY_CASES: [taIn: string, taTo: string][] = [
  ["சென்னையில்", "சென்னைக்கு"],
  ["கோயம்புத்தூரில்", "கோயம்புத்தூருக்கு"],
  ["மதுரையில்", "மதுரைக்கு"],
  ["திருச்சிராப்பள்ளியில்", "திருச்சிராப்பள்ளிக்கு"],
  ["சேலத்தில்", "சேலத்துக்கு"],
  ["திருநெல்வேலியில்", "திருநெல்வேலிக்கு"],
  ["திருப்பூரில்", "திருப்பூருக்கு"],
  ["வேலூரில்", "வேலூருக்கு"],
  ["ஈரோட்டில்", "ஈரோட்டுக்கு"],
  ["தூத்துக்குடியில்", "தூத்துக்குடிக்கு"],
  ["திண்டுக்கல்லில்", "திண்டுக்கல்லுக்கு"],
  ["தஞ்சாவூரில்", "தஞ்சாவூருக்கு"],
  ["ராணிப்பேட்டையில்", "ராணிப்பேட்டைக்கு"],
  ["சிவகாசியில்", "சிவகாசிக்கு"],
  ["கரூரில்", "கரூருக்கு"],
  ["உதகமண்டலத்தில்", "உதகமண்டலத்துக்கு"],
  ["ஓசூரில்", "ஓசூருக்கு"],
  ["நாகர்கோவிலில்", "நாகர்கோவிலுக்கு"],
  ["காஞ்சிபுரத்தில்", "காஞ்சிபுரத்துக்கு"],
  ["குமாரபாளையத்தில்", "குமாரபாளையத்துக்கு"],
  ["காரைக்குடியில்", "காரைக்குடிக்கு"],
  ["நெய்வேலியில்", "நெய்வேலிக்கு"],
  ["கடலூரில்", "கடலூருக்கு"],
  ["கும்பகோணத்தில்", "கும்பகோணத்துக்கு"],
  ["திருவண்ணாமலையில்", "திருவண்ணாமலைக்கு"],
  ["பொள்ளாச்சியில்", "பொள்ளாச்சிக்கு"],
  ["ராஜபாளையத்தில்", "ராஜபாளையத்துக்கு"],
  ["குடியாத்தத்தில்", "குடியாத்தத்துக்கு"],
  ["புதுக்கோட்டையில்", "புதுக்கோட்டைக்கு"],
  ["வாணியம்பாடியில்", "வாணியம்பாடிக்கு"],
  ["ஆம்பூரில்", "ஆம்பூருக்கு"],
  ["நாகப்பட்டினத்தில்", "நாகப்பட்டினத்துக்கு"],
  ["திருப்பத்தூரில்", "திருப்பத்தூருக்கு"],
];

if (CITY_CASES.length !== CITIES.length) throw new Error("CITY_CASES must match CITIES");

/** City slot values, indexed by city id - 1. */
export const CITY_SLOTS: SlotItem[] = CITIES.map((c, i) => {
  const cases = CITY_CASES[i]!;
  return placeForms(c.names.en, c.names.ta, cases[0], cases[1]);
});

export const STATE_PLACE: SlotItem = placeForms("Tamil Nadu", "தமிழகம்", "தமிழகத்தில்", "தமிழகத்துக்கு");
export const NATIONAL_PLACE: SlotItem = placeForms("India", "இந்தியா", "இந்தியாவில்", "இந்தியாவுக்கு", "across India");

/** Foreign cities used as {place} for international stories. */
export const WORLD_PLACES: SlotItem[] = [
  placeForms("Singapore", "சிங்கப்பூர்", "சிங்கப்பூரில்", "சிங்கப்பூருக்கு"),
  placeForms("Dubai", "துபாய்", "துபாயில்", "துபாய்க்கு"),
  placeForms("Kuala Lumpur", "கோலாலம்பூர்", "கோலாலம்பூரில்", "கோலாலம்பூருக்கு"),
  placeForms("Colombo", "கொழும்பு", "கொழும்பில்", "கொழும்புக்கு"),
  placeForms("London", "லண்டன்", "லண்டனில்", "லண்டனுக்கு"),
  placeForms("New York", "நியூயார்க்", "நியூயார்க்கில்", "நியூயார்க்குக்கு"),
  placeForms("Tokyo", "டோக்கியோ", "டோக்கியோவில்", "டோக்கியோவுக்கு"),
  placeForms("Geneva", "ஜெனீவா", "ஜெனீவாவில்", "ஜெனீவாவுக்கு"),
  placeForms("Paris", "பாரிஸ்", "பாரிஸில்", "பாரிஸுக்கு"),
  placeForms("Sydney", "சிட்னி", "சிட்னியில்", "சிட்னிக்கு"),
  placeForms("Toronto", "டொராண்டோ", "டொராண்டோவில்", "டொராண்டோவுக்கு"),
  placeForms("Berlin", "பெர்லின்", "பெர்லினில்", "பெர்லினுக்கு"),
  placeForms("Doha", "தோஹா", "தோஹாவில்", "தோஹாவுக்கு"),
];

/** Weekday names, index = JS getUTCDay() of the IST date (0 = Sunday). */
export const WEEKDAYS: SlotItem[] = [
  { en: "Sunday", ta: "ஞாயிற்றுக்கிழமை" },
  { en: "Monday", ta: "திங்கள்கிழமை" },
  { en: "Tuesday", ta: "செவ்வாய்க்கிழமை" },
  { en: "Wednesday", ta: "புதன்கிழமை" },
  { en: "Thursday", ta: "வியாழக்கிழமை" },
  { en: "Friday", ta: "வெள்ளிக்கிழமை" },
  { en: "Saturday", ta: "சனிக்கிழமை" },
];

/** Default pools; a template's own `picks` take precedence. */
export const DEFAULT_POOLS: Record<string, SlotItem[]> = {
  /** Members of the public (quoted residents, traders, parents…). */
  person: [
    { en: "R. Selvi", ta: "ஆர். செல்வி" },
    { en: "M. Murugesan", ta: "எம். முருகேசன்" },
    { en: "K. Jayanthi", ta: "கே. ஜெயந்தி" },
    { en: "S. Abdul Rahman", ta: "எஸ். அப்துல் ரஹ்மான்" },
    { en: "P. Kannan", ta: "பி. கண்ணன்" },
    { en: "V. Sumathi", ta: "வி. சுமதி" },
    { en: "A. Raja", ta: "ஏ. ராஜா" },
    { en: "T. Malarvizhi", ta: "டி. மலர்விழி" },
    { en: "J. Peter", ta: "ஜே. பீட்டர்" },
    { en: "N. Ganesan", ta: "என். கணேசன்" },
    { en: "G. Valli", ta: "ஜி. வள்ளி" },
    { en: "R. Dhanalakshmi", ta: "ஆர். தனலட்சுமி" },
    { en: "S. Manikandan", ta: "எஸ். மணிகண்டன்" },
    { en: "K. Rosy", ta: "கே. ரோஸி" },
    { en: "M. Sivaraman", ta: "எம். சிவராமன்" },
    { en: "L. Parveen", ta: "எல். பர்வீன்" },
    { en: "C. Arumugam", ta: "சி. ஆறுமுகம்" },
    { en: "D. Kalaiselvi", ta: "டி. கலைச்செல்வி" },
  ],
  /** District-level officials (designation + name), usable for any town. */
  official: [
    { en: "District Collector K. Anbarasi", ta: "மாவட்ட ஆட்சியர் கே. அன்பரசி" },
    { en: "District Collector S. Ramkumar", ta: "மாவட்ட ஆட்சியர் எஸ். ராம்குமார்" },
    { en: "District Collector M. Preethi", ta: "மாவட்ட ஆட்சியர் எம். ப்ரீத்தி" },
    { en: "District Revenue Officer A. Latha", ta: "மாவட்ட வருவாய் அலுவலர் ஏ. லதா" },
    { en: "Revenue Divisional Officer M. Jeyaseelan", ta: "வருவாய்க் கோட்டாட்சியர் எம். ஜெயசீலன்" },
    { en: "Tahsildar V. Kumaresan", ta: "வட்டாட்சியர் வி. குமரேசன்" },
    { en: "District Collector R. Sathish", ta: "மாவட்ட ஆட்சியர் ஆர். சதீஷ்" },
  ],
  /** Police officers. */
  police: [
    { en: "Superintendent of Police R. Sivakumar", ta: "காவல் கண்காணிப்பாளர் ஆர். சிவகுமார்" },
    { en: "Superintendent of Police G. Nisha", ta: "காவல் கண்காணிப்பாளர் ஜி. நிஷா" },
    { en: "Deputy Superintendent of Police K. Mary", ta: "காவல் துணைக் கண்காணிப்பாளர் கே. மேரி" },
    { en: "Deputy Superintendent of Police P. Selvakumar", ta: "காவல் துணைக் கண்காணிப்பாளர் பி. செல்வகுமார்" },
  ],
  /** Public venues with a locative form ({venueAt}). */
  venue: [
    {
      en: "the Collectorate conference hall",
      ta: "ஆட்சியர் அலுவலகக் கூட்ட அரங்கம்",
      enAt: "at the Collectorate conference hall",
      taAt: "ஆட்சியர் அலுவலகக் கூட்ட அரங்கில்",
    },
    {
      en: "the Government Arts College auditorium",
      ta: "அரசு கலைக் கல்லூரி அரங்கம்",
      enAt: "at the Government Arts College auditorium",
      taAt: "அரசு கலைக் கல்லூரி அரங்கில்",
    },
    { en: "the district sports complex", ta: "மாவட்ட விளையாட்டு அரங்கம்", enAt: "at the district sports complex", taAt: "மாவட்ட விளையாட்டு அரங்கில்" },
    { en: "the exhibition grounds", ta: "பொருட்காட்சித் திடல்", enAt: "at the exhibition grounds", taAt: "பொருட்காட்சித் திடலில்" },
    { en: "a private marriage hall", ta: "தனியார் திருமண மண்டபம்", enAt: "at a private marriage hall", taAt: "தனியார் திருமண மண்டபத்தில்" },
    {
      en: "the Government Higher Secondary School grounds",
      ta: "அரசு மேல்நிலைப் பள்ளி மைதானம்",
      enAt: "at the Government Higher Secondary School grounds",
      taAt: "அரசு மேல்நிலைப் பள்ளி மைதானத்தில்",
    },
    { en: "the town community hall", ta: "நகர சமுதாயக் கூடம்", enAt: "at the town community hall", taAt: "நகர சமுதாயக் கூடத்தில்" },
  ],
  /** Landmarks, used as "near X" (Tamil: "{landmark} அருகே"). */
  landmark: [
    { en: "the new bus stand", ta: "புதிய பேருந்து நிலையம்" },
    { en: "the railway station", ta: "ரயில் நிலையம்" },
    { en: "the Government Hospital", ta: "அரசு மருத்துவமனை" },
    { en: "the Collectorate", ta: "ஆட்சியர் அலுவலகம்" },
    { en: "the old bus stand", ta: "பழைய பேருந்து நிலையம்" },
    { en: "the flyover", ta: "மேம்பாலம்" },
    { en: "the Uzhavar Sandhai", ta: "உழவர் சந்தை" },
    { en: "the vegetable market", ta: "காய்கறிச் சந்தை" },
  ],
};

/** Default ranges for numeric slots (inclusive); a template's `nums` take precedence. */
export const DEFAULT_NUMS: Record<string, [number, number]> = {
  number: [12, 480],
  count: [3, 40],
  percent: [5, 45],
  amount: [10, 950],
};
