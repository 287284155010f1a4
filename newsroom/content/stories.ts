/**
 * Bilingual story templates for the seed generator.
 *
 * Slots in braces are filled per article (see slots.ts and generate.ts):
 *   {city} {cityIn} {cityOf} {cityTo} {cityFrom} {cityNative}   the article's city (or a random
 *                                                                 Tamil Nadu city for other scopes)
 *   {city2…}                                                      a second, different city
 *   {place…}                                                      the scope's area: the city, Tamil Nadu,
 *                                                                 India, or a foreign city
 *   {weekday}                                                     the publication weekday (IST)
 *   {number} {count} {percent} {amount} and any key of `nums`     integers
 *   {person} {official} {police} {venue}/{venueAt} {landmark}     default pools (slots.ts)
 *   any key of `picks` (with extra forms such as {teamIn})        template-specific pools
 * English values go into `en`, Tamil values into `ta`, so the same article
 * gets the same city, number and name in both languages.
 *
 * Body blocks: a plain string is a <p>; "## text" is an <h2>; "> text" is a
 * <blockquote><p>; an array of strings is a <ul>. Text must be HTML-safe
 * (no raw "&" or "<").
 */
import type { Scope } from "./types";
import type { SlotItem } from "./slots";

export type Block = string | string[];

type TemplateText = {
  title: string;
  summary: string;
  meta: string;
  body: Block[];
};

export type StoryTemplate = {
  key: string;
  /** Category slug (catalog.ts). */
  category: string;
  scopes: Scope[];
  /** City slugs this template is limited to (city scope); omit for any city. */
  cities?: string[];
  /** City slugs this template must not be used for (city scope). */
  excludeCities?: string[];
  /** Tag slugs (catalog.ts); never "breaking" — the generator adds that. */
  tags: string[];
  nums?: Record<string, [number, number]>;
  picks?: Record<string, SlotItem[]>;
  en: TemplateText;
  ta: TemplateText;
};

const COUNTRIES_QUAKE: SlotItem[] = [
  { en: "Indonesia", ta: "இந்தோனேசியா", enIn: "in Indonesia", taIn: "இந்தோனேசியாவில்" },
  { en: "Japan", ta: "ஜப்பான்", enIn: "in Japan", taIn: "ஜப்பானில்" },
  { en: "Nepal", ta: "நேபாளம்", enIn: "in Nepal", taIn: "நேபாளத்தில்" },
  { en: "Taiwan", ta: "தைவான்", enIn: "in Taiwan", taIn: "தைவானில்" },
  { en: "the Philippines", ta: "பிலிப்பைன்ஸ்", enIn: "in the Philippines", taIn: "பிலிப்பைன்ஸில்" },
];

const NEIGHBOUR_STATES: SlotItem[] = [
  { en: "Andhra Pradesh", ta: "ஆந்திரா", enIn: "in Andhra Pradesh", taIn: "ஆந்திராவில்" },
  { en: "Karnataka", ta: "கர்நாடகா", enIn: "in Karnataka", taIn: "கர்நாடகாவில்" },
  { en: "Kerala", ta: "கேரளா", enIn: "in Kerala", taIn: "கேரளாவில்" },
  { en: "Odisha", ta: "ஒடிசா", enIn: "in Odisha", taIn: "ஒடிசாவில்" },
  { en: "Telangana", ta: "தெலங்கானா", enIn: "in Telangana", taIn: "தெலங்கானாவில்" },
];

const STUDY_COUNTRIES: SlotItem[] = [
  {
    en: "the United Kingdom",
    ta: "பிரிட்டன்",
    enShort: "UK",
    taShort: "பிரிட்டன்",
    enIn: "in the UK",
    taIn: "பிரிட்டனில்",
    enOf: "Britain's",
    taOf: "பிரிட்டனின்",
    enGov: "The UK government",
    taGov: "பிரிட்டன் அரசு",
  },
  {
    en: "Australia",
    ta: "ஆஸ்திரேலியா",
    enShort: "Australia",
    taShort: "ஆஸ்திரேலியா",
    enIn: "in Australia",
    taIn: "ஆஸ்திரேலியாவில்",
    enOf: "Australia's",
    taOf: "ஆஸ்திரேலியாவின்",
    enGov: "The Australian government",
    taGov: "ஆஸ்திரேலிய அரசு",
  },
  {
    en: "Canada",
    ta: "கனடா",
    enShort: "Canada",
    taShort: "கனடா",
    enIn: "in Canada",
    taIn: "கனடாவில்",
    enOf: "Canada's",
    taOf: "கனடாவின்",
    enGov: "The Canadian government",
    taGov: "கனடா அரசு",
  },
  {
    en: "Germany",
    ta: "ஜெர்மனி",
    enShort: "Germany",
    taShort: "ஜெர்மனி",
    enIn: "in Germany",
    taIn: "ஜெர்மனியில்",
    enOf: "Germany's",
    taOf: "ஜெர்மனியின்",
    enGov: "The German government",
    taGov: "ஜெர்மனி அரசு",
  },
  {
    en: "the United States",
    ta: "அமெரிக்கா",
    enShort: "US",
    taShort: "அமெரிக்கா",
    enIn: "in the US",
    taIn: "அமெரிக்காவில்",
    enOf: "America's",
    taOf: "அமெரிக்காவின்",
    enGov: "The US government",
    taGov: "அமெரிக்க அரசு",
  },
];

const TOURIST_COUNTRIES: SlotItem[] = [
  { en: "Thailand", ta: "தாய்லாந்து", enTo: "to Thailand", enIn: "in Thailand", taIn: "தாய்லாந்தில்", taTo: "தாய்லாந்துக்கு" },
  { en: "Malaysia", ta: "மலேசியா", enTo: "to Malaysia", enIn: "in Malaysia", taIn: "மலேசியாவில்", taTo: "மலேசியாவுக்கு" },
  { en: "Sri Lanka", ta: "இலங்கை", enTo: "to Sri Lanka", enIn: "in Sri Lanka", taIn: "இலங்கையில்", taTo: "இலங்கைக்கு" },
  { en: "Vietnam", ta: "வியட்நாம்", enTo: "to Vietnam", enIn: "in Vietnam", taIn: "வியட்நாமில்", taTo: "வியட்நாமுக்கு" },
  { en: "Singapore", ta: "சிங்கப்பூர்", enTo: "to Singapore", enIn: "in Singapore", taIn: "சிங்கப்பூரில்", taTo: "சிங்கப்பூருக்கு" },
];

const FILMS: SlotItem[] = [
  { en: "Nizhal Vaanam", ta: "நிழல் வானம்" },
  { en: "Marudham", ta: "மருதம்" },
  { en: "Kadal Kaatru", ta: "கடல் காற்று" },
  { en: "Iravu Rail", ta: "இரவு ரயில்" },
  { en: "Mannin Kural", ta: "மண்ணின் குரல்" },
  { en: "Vaanavil Veedu", ta: "வானவில் வீடு" },
  { en: "Kalangarai Vilakku", ta: "கலங்கரை விளக்கு" },
  { en: "Paalai Nila", ta: "பாலை நிலா" },
  { en: "Thee Paravai", ta: "தீப் பறவை" },
  { en: "Oor Kaaval", ta: "ஊர்க் காவல்" },
];

const DIRECTORS: SlotItem[] = [
  { en: "R. Kathir", ta: "ஆர். கதிர்" },
  { en: "Meera Sundar", ta: "மீரா சுந்தர்" },
  { en: "S. Ilavarasan", ta: "எஸ். இளவரசன்" },
  { en: "Anbu Chezhiyan", ta: "அன்பு செழியன்" },
  { en: "Nila Rajendran", ta: "நிலா ராஜேந்திரன்" },
];

const WOMEN: SlotItem[] = [
  { en: "R. Selvi", ta: "ஆர். செல்வி" },
  { en: "K. Jayanthi", ta: "கே. ஜெயந்தி" },
  { en: "V. Sumathi", ta: "வி. சுமதி" },
  { en: "T. Malarvizhi", ta: "டி. மலர்விழி" },
  { en: "G. Valli", ta: "ஜி. வள்ளி" },
  { en: "R. Dhanalakshmi", ta: "ஆர். தனலட்சுமி" },
  { en: "D. Kalaiselvi", ta: "டி. கலைச்செல்வி" },
  { en: "L. Parveen", ta: "எல். பர்வீன்" },
];

const FESTIVALS: SlotItem[] = [
  { en: "Deepavali", ta: "தீபாவளி", enAcc: "Deepavali", taAcc: "தீபாவளியை" },
  { en: "Pongal", ta: "பொங்கல்", enAcc: "Pongal", taAcc: "பொங்கலை" },
  { en: "Ayudha Puja", ta: "ஆயுத பூஜை", enAcc: "Ayudha Puja", taAcc: "ஆயுத பூஜையை" },
  { en: "the long weekend", ta: "தொடர் விடுமுறை", enAcc: "the long weekend", taAcc: "தொடர் விடுமுறையை" },
];

const SPORTS_VENUES: SlotItem[] = [
  { en: "the district sports complex", ta: "மாவட்ட விளையாட்டு அரங்கம்", enAt: "at the district sports complex", taAt: "மாவட்ட விளையாட்டு அரங்கில்" },
  {
    en: "the Government Higher Secondary School grounds",
    ta: "அரசு மேல்நிலைப் பள்ளி மைதானம்",
    enAt: "at the Government Higher Secondary School grounds",
    taAt: "அரசு மேல்நிலைப் பள்ளி மைதானத்தில்",
  },
  {
    en: "the Government Arts College grounds",
    ta: "அரசு கலைக் கல்லூரி மைதானம்",
    enAt: "at the Government Arts College grounds",
    taAt: "அரசு கலைக் கல்லூரி மைதானத்தில்",
  },
];

const HALL_VENUES: SlotItem[] = [
  {
    en: "the Government Arts College auditorium",
    ta: "அரசு கலைக் கல்லூரி அரங்கம்",
    enAt: "at the Government Arts College auditorium",
    taAt: "அரசு கலைக் கல்லூரி அரங்கில்",
  },
  { en: "a private marriage hall", ta: "தனியார் திருமண மண்டபம்", enAt: "at a private marriage hall", taAt: "தனியார் திருமண மண்டபத்தில்" },
  { en: "the town community hall", ta: "நகர சமுதாயக் கூடம்", enAt: "at the town community hall", taAt: "நகர சமுதாயக் கூடத்தில்" },
  { en: "the exhibition grounds", ta: "பொருட்காட்சித் திடல்", enAt: "at the exhibition grounds", taAt: "பொருட்காட்சித் திடலில்" },
];

const BREAKING: StoryTemplate[] = [
  {
    key: "breaking-rain-flooding",
    category: "breaking",
    scopes: ["city"],
    tags: ["rain", "floods", "monsoon"],
    nums: { number: [40, 650], count: [3, 9] },
    en: {
      title: `Heavy rain floods low-lying areas in {city}; {number} families moved to relief camps`,
      summary: `An overnight downpour inundated several streets in {city}, and officials shifted {number} families from low-lying areas to relief camps.`,
      meta: `{city} rain: low-lying areas flooded, {number} families shifted to relief camps as rescue work is stepped up.`,
      body: [
        `Several low-lying areas in {city} were inundated after intense rain that began late on {weekday} and continued for nearly {count} hours. Water entered houses in at least four neighbourhoods, and traffic on key roads came to a standstill.`,
        `Revenue and civic officials moved {number} families to relief camps set up in schools and community halls. Food, drinking water and medical teams have been arranged at the camps, {official} said.`,
        `## Schools closed, helpline opened`,
        `Schools in the affected areas have been given a holiday as a precaution. Residents can call the control room to report waterlogging, fallen trees or power disruption; teams with pumps and tree-cutting equipment have been deployed.`,
        `The India Meteorological Department has forecast moderate to heavy rain for the next 48 hours, and residents have been advised to avoid travel unless it is necessary.`,
      ],
    },
    ta: {
      title: `{cityIn} கனமழை: தாழ்வான பகுதிகளில் வெள்ளம்; {number} குடும்பங்கள் நிவாரண முகாம்களுக்கு மாற்றம்`,
      summary: `{cityIn} இரவு முழுவதும் பெய்த கனமழையால் பல தெருக்களில் தண்ணீர் தேங்கியது; தாழ்வான பகுதிகளைச் சேர்ந்த {number} குடும்பங்களை அதிகாரிகள் நிவாரண முகாம்களுக்கு மாற்றினர்.`,
      meta: `{cityIn} கனமழையால் தாழ்வான பகுதிகள் வெள்ளத்தில் மூழ்கின; {number} குடும்பங்கள் முகாம்களில் தங்கவைப்பு.`,
      body: [
        `{cityIn} {weekday} இரவு தொடங்கிய கனமழை சுமார் {count} மணி நேரம் இடைவிடாமல் பெய்ததால் பல தாழ்வான பகுதிகள் வெள்ளத்தில் மூழ்கின. குறைந்தது நான்கு குடியிருப்புப் பகுதிகளில் வீடுகளுக்குள் மழைநீர் புகுந்தது; முக்கியச் சாலைகளில் போக்குவரத்து முற்றிலும் ஸ்தம்பித்தது.`,
        `வருவாய்த் துறை மற்றும் உள்ளாட்சி அதிகாரிகள் {number} குடும்பங்களைப் பள்ளிகள், சமுதாயக் கூடங்களில் அமைக்கப்பட்ட நிவாரண முகாம்களுக்கு மாற்றினர். முகாம்களில் உணவு, குடிநீர், மருத்துவக் குழுக்கள் ஏற்பாடு செய்யப்பட்டுள்ளதாக {official} தெரிவித்தார்.`,
        `## பள்ளிகளுக்கு விடுமுறை, உதவி எண் அறிவிப்பு`,
        `முன்னெச்சரிக்கை நடவடிக்கையாகப் பாதிக்கப்பட்ட பகுதிகளில் உள்ள பள்ளிகளுக்கு விடுமுறை அறிவிக்கப்பட்டுள்ளது. மழைநீர் தேக்கம், மரங்கள் சாய்ந்து விழுதல், மின்தடை குறித்துப் பொதுமக்கள் கட்டுப்பாட்டு அறையைத் தொடர்புகொள்ளலாம்; நீர் இறைக்கும் இயந்திரங்கள், மரம் அறுக்கும் கருவிகளுடன் குழுக்கள் களமிறக்கப்பட்டுள்ளன.`,
        `அடுத்த 48 மணி நேரத்துக்கு மிதமானது முதல் கனமழை வரை பெய்யக்கூடும் என இந்திய வானிலை ஆய்வு மையம் தெரிவித்துள்ளது. அவசியமின்றி வெளியே பயணம் செய்வதைத் தவிர்க்குமாறு பொதுமக்களுக்கு அறிவுறுத்தப்பட்டுள்ளது.`,
      ],
    },
  },
  {
    key: "breaking-warehouse-fire",
    category: "breaking",
    scopes: ["city"],
    tags: ["fire", "police"],
    nums: { count: [4, 14] },
    en: {
      title: `Fire breaks out at warehouse in {city}; {count} fire tenders battle blaze for hours`,
      summary: `A major fire gutted a private warehouse in {city} on {weekday}; no one was hurt, but goods worth several lakh rupees were destroyed.`,
      meta: `Warehouse fire in {city}: {count} fire tenders deployed, no casualties reported, police probe the cause.`,
      body: [
        `A major fire broke out at a private warehouse on the outskirts of {city} on {weekday} afternoon, sending thick smoke across the neighbourhood. Workers inside rushed out as soon as they noticed the flames, and no one was injured.`,
        `Personnel from {count} fire tenders fought the blaze for over four hours before bringing it under control. Cotton bales, cardboard and plastic goods stored inside were destroyed, and part of the roof collapsed.`,
        `Fire and Rescue Services officials suspect that an electrical short circuit triggered the fire. The police have registered a case and are checking whether the warehouse had the mandatory fire safety clearance.`,
        `Residents of nearby houses were evacuated for a few hours as a precaution. Power supply to the area, which was suspended during the operation, was restored in the evening.`,
      ],
    },
    ta: {
      title: `{cityIn} கிடங்கில் பயங்கர தீ விபத்து: {count} தீயணைப்பு வாகனங்களுடன் பல மணி நேரப் போராட்டம்`,
      summary: `{cityIn} {weekday} தனியார் கிடங்கில் ஏற்பட்ட பெரும் தீ விபத்தில் லட்சக்கணக்கான ரூபாய் மதிப்பிலான பொருட்கள் எரிந்து நாசமாயின; யாருக்கும் காயம் இல்லை.`,
      meta: `{cityIn} கிடங்கில் தீ விபத்து: {count} தீயணைப்பு வாகனங்கள் விரைந்தன; உயிர்ச்சேதம் இல்லை, காவல்துறை விசாரணை.`,
      body: [
        `{city} புறநகர்ப் பகுதியில் உள்ள தனியார் கிடங்கில் {weekday} பிற்பகல் திடீரெனத் தீப்பற்றியது. அப்பகுதி முழுவதும் அடர்ந்த புகை சூழ்ந்தது. தீயைக் கண்டவுடன் உள்ளே இருந்த தொழிலாளர்கள் வெளியே ஓடி வந்ததால் யாருக்கும் காயம் ஏற்படவில்லை.`,
        `{count} தீயணைப்பு வாகனங்களில் வந்த வீரர்கள் நான்கு மணி நேரத்துக்கும் மேலாகப் போராடித் தீயைக் கட்டுக்குள் கொண்டுவந்தனர். உள்ளே வைக்கப்பட்டிருந்த பஞ்சு மூட்டைகள், அட்டைப் பெட்டிகள், பிளாஸ்டிக் பொருட்கள் முற்றிலும் எரிந்தன; மேற்கூரையின் ஒரு பகுதி இடிந்து விழுந்தது.`,
        `மின் கசிவு காரணமாகத் தீ விபத்து ஏற்பட்டிருக்கலாம் எனத் தீயணைப்பு மற்றும் மீட்புப் பணிகள் துறை அதிகாரிகள் சந்தேகிக்கின்றனர். வழக்குப் பதிவு செய்துள்ள காவல்துறையினர், கிடங்குக்கு உரிய தீ பாதுகாப்புச் சான்று பெறப்பட்டிருந்ததா என விசாரித்து வருகின்றனர்.`,
        `முன்னெச்சரிக்கையாக அருகிலுள்ள வீடுகளில் வசித்தவர்கள் சில மணி நேரம் வெளியேற்றப்பட்டனர். மீட்புப் பணியின்போது நிறுத்தப்பட்ட மின் விநியோகம் மாலையில் மீண்டும் வழங்கப்பட்டது.`,
      ],
    },
  },
  {
    key: "breaking-cyclone-alert",
    category: "breaking",
    scopes: ["state"],
    tags: ["cyclone", "rain", "fishermen"],
    nums: { number: [6, 18], count: [150, 1200] },
    en: {
      title: `Cyclone alert for Tamil Nadu: very heavy rain likely in {number} districts, fishermen warned`,
      summary: `A deep depression over the Bay of Bengal is expected to intensify into a cyclone and bring very heavy rain to {number} districts of Tamil Nadu over the next three days.`,
      meta: `Cyclone warning for the Tamil Nadu coast: heavy rain forecast in {number} districts, fishermen told to stay ashore.`,
      body: [
        `The deep depression over the southwest Bay of Bengal is likely to intensify into a cyclonic storm within 24 hours and move towards the north Tamil Nadu coast, the Regional Meteorological Centre in Chennai said on {weekday}.`,
        `Heavy to very heavy rain is likely in {number} districts, including the delta and the northern coastal districts. Winds of 60 to 70 km an hour, gusting up to 80 km an hour, are expected along the coast as the system nears land.`,
        [
          `Fishermen have been told not to venture into the sea until further notice.`,
          `Disaster response teams have been positioned in vulnerable districts.`,
          `Residents have been asked to stock essentials and keep their phones charged.`,
        ],
        `The State government has opened {count} relief centres, and teams of the State and National Disaster Response Forces are on standby. District Collectors will decide on school holidays depending on local conditions.`,
        `Officials urged people to rely only on official updates and not to forward unverified messages on social media.`,
      ],
    },
    ta: {
      title: `புயல் எச்சரிக்கை: தமிழகத்தில் {number} மாவட்டங்களில் மிகக் கனமழைக்கு வாய்ப்பு; மீனவர்களுக்கு எச்சரிக்கை`,
      summary: `வங்கக் கடலில் நிலைகொண்டுள்ள ஆழ்ந்த காற்றழுத்தத் தாழ்வு மண்டலம் புயலாக வலுப்பெறக்கூடும் என்பதால், அடுத்த மூன்று நாட்களுக்குத் தமிழகத்தின் {number} மாவட்டங்களில் மிகக் கனமழை பெய்ய வாய்ப்புள்ளது.`,
      meta: `தமிழகக் கடலோரப் பகுதிகளுக்குப் புயல் எச்சரிக்கை: {number} மாவட்டங்களில் கனமழை; மீனவர்கள் கடலுக்குச் செல்லத் தடை.`,
      body: [
        `தென்மேற்கு வங்கக் கடலில் நிலைகொண்டுள்ள ஆழ்ந்த காற்றழுத்தத் தாழ்வு மண்டலம் அடுத்த 24 மணி நேரத்தில் புயலாக வலுப்பெற்று, வட தமிழகக் கடற்கரையை நோக்கி நகரக்கூடும் எனச் சென்னை மண்டல வானிலை ஆய்வு மையம் {weekday} தெரிவித்தது.`,
        `டெல்டா மாவட்டங்கள், வடக் கடலோர மாவட்டங்கள் உள்பட {number} மாவட்டங்களில் கனமழை முதல் மிகக் கனமழை வரை பெய்யக்கூடும். புயல் கரையை நெருங்கும்போது கடலோரப் பகுதிகளில் மணிக்கு 60 முதல் 70 கி.மீ. வேகத்திலும், இடையிடையே 80 கி.மீ. வேகத்திலும் பலத்த காற்று வீசும்.`,
        [
          `மறு அறிவிப்பு வரும் வரை மீனவர்கள் கடலுக்குச் செல்ல வேண்டாம் என அறிவுறுத்தப்பட்டுள்ளது.`,
          `பாதிப்புக்குள்ளாகக்கூடிய மாவட்டங்களில் பேரிடர் மீட்புக் குழுக்கள் நிறுத்தப்பட்டுள்ளன.`,
          `அத்தியாவசியப் பொருட்களை இருப்பு வைத்துக்கொள்ளவும், கைப்பேசிகளில் முழுமையாக சார்ஜ் செய்து வைக்கவும் பொதுமக்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
        ],
        `மாநில அரசு {count} நிவாரண மையங்களைத் திறந்துள்ளது; மாநில மற்றும் தேசியப் பேரிடர் மீட்புப் படையினர் தயார் நிலையில் உள்ளனர். உள்ளூர் நிலவரத்தைப் பொறுத்துப் பள்ளிகளுக்கு விடுமுறை அளிப்பது குறித்து அந்தந்த மாவட்ட ஆட்சியர்கள் முடிவெடுப்பார்கள்.`,
        `அதிகாரப்பூர்வ அறிவிப்புகளை மட்டுமே நம்புமாறும், சமூக வலைதளங்களில் உறுதிப்படுத்தப்படாத தகவல்களைப் பகிர வேண்டாம் என்றும் அதிகாரிகள் கேட்டுக்கொண்டனர்.`,
      ],
    },
  },
  {
    key: "breaking-bus-overturns",
    category: "breaking",
    scopes: ["city", "state"],
    tags: ["accident", "buses", "roads"],
    nums: { injured: [8, 30], passengers: [40, 65], count: [2, 6] },
    en: {
      title: `{injured} injured as government bus overturns near {city}`,
      summary: `A State-run bus carrying about {passengers} passengers overturned near {city} early on {weekday}; the injured were taken to the Government Hospital.`,
      meta: `Bus accident near {city}: {injured} passengers injured after a government bus overturned on the highway; police probe under way.`,
      body: [
        `At least {injured} passengers were injured when a Tamil Nadu State Transport Corporation bus overturned on the highway near {city} in the early hours of {weekday}. The bus, carrying about {passengers} passengers, is said to have skidded when the driver swerved to avoid a two-wheeler.`,
        `Passers-by and highway patrol personnel helped passengers out through the windows. Ambulances took the injured to the Government Hospital, where doctors said {count} of them were being treated for fractures and the others had minor injuries.`,
        `Traffic on the stretch was disrupted for nearly two hours until the bus was removed with a crane. The police have registered a case and are questioning the driver.`,
        `Residents said the stretch had seen several accidents this year and demanded speed breakers, warning boards and better street lighting.`,
      ],
    },
    ta: {
      title: `{city} அருகே அரசுப் பேருந்து கவிழ்ந்து விபத்து: {injured} பேர் காயம்`,
      summary: `{city} அருகே {weekday} அதிகாலை சுமார் {passengers} பயணிகளுடன் சென்ற அரசுப் பேருந்து கவிழ்ந்தது; காயமடைந்தவர்கள் அரசு மருத்துவமனையில் சேர்க்கப்பட்டனர்.`,
      meta: `{city} அருகே நெடுஞ்சாலையில் அரசுப் பேருந்து கவிழ்ந்ததில் {injured} பயணிகள் காயம்; காவல்துறை விசாரணை.`,
      body: [
        `{city} அருகே நெடுஞ்சாலையில் {weekday} அதிகாலை தமிழ்நாடு அரசுப் போக்குவரத்துக் கழகப் பேருந்து கவிழ்ந்ததில் குறைந்தது {injured} பயணிகள் காயமடைந்தனர். இருசக்கர வாகனம் மீது மோதாமல் இருக்க ஓட்டுநர் பேருந்தைத் திருப்பியபோது, சுமார் {passengers} பயணிகளுடன் சென்ற பேருந்து சறுக்கிக் கவிழ்ந்ததாகக் கூறப்படுகிறது.`,
        `அவ்வழியாகச் சென்றவர்களும் நெடுஞ்சாலை ரோந்துப் போலீஸாரும் ஜன்னல்கள் வழியாகப் பயணிகளை மீட்டனர். காயமடைந்தவர்கள் ஆம்புலன்ஸ்கள் மூலம் அரசு மருத்துவமனைக்குக் கொண்டு செல்லப்பட்டனர். அவர்களில் {count} பேர் எலும்பு முறிவுக்குச் சிகிச்சை பெற்று வருவதாகவும், மற்றவர்களுக்குச் சிறு காயங்களே ஏற்பட்டுள்ளதாகவும் மருத்துவர்கள் தெரிவித்தனர்.`,
        `கிரேன் மூலம் பேருந்து அப்புறப்படுத்தப்படும் வரை அந்த வழித்தடத்தில் சுமார் இரண்டு மணி நேரம் போக்குவரத்து பாதிக்கப்பட்டது. வழக்குப் பதிவு செய்த போலீஸார் ஓட்டுநரிடம் விசாரணை நடத்தி வருகின்றனர்.`,
        `இந்த ஆண்டில் மட்டும் இப்பகுதியில் பல விபத்துகள் நடந்துள்ளதாகக் கூறிய உள்ளூர் மக்கள், வேகத்தடைகள், எச்சரிக்கைப் பலகைகள், போதிய தெருவிளக்குகள் அமைக்க வேண்டும் என வலியுறுத்தினர்.`,
      ],
    },
  },
  {
    key: "breaking-goods-train-derails",
    category: "breaking",
    scopes: ["national"],
    tags: ["railways", "accident"],
    nums: { count: [6, 24], wagons: [4, 14] },
    picks: { region: NEIGHBOUR_STATES },
    en: {
      title: `Goods train derails {regionIn}; {count} trains to Tamil Nadu diverted or cancelled`,
      summary: `Several wagons of a goods train derailed {regionIn} on {weekday}, forcing the Railways to divert or cancel {count} trains bound for Chennai and other Tamil Nadu cities.`,
      meta: `Train services hit after a goods train derailment {regionIn}: {count} Tamil Nadu-bound trains diverted; helpline desks opened.`,
      body: [
        `{wagons} wagons of a goods train derailed {regionIn} on {weekday}, damaging the track and overhead lines on a busy section used by trains between north India and Tamil Nadu. No one was injured as the train was moving at low speed.`,
        `Southern Railway said {count} express trains, including services to Chennai, Madurai and Coimbatore, had been diverted or short-terminated. Passengers of cancelled trains will get a full refund.`,
        `Restoration work is under way with cranes and accident relief trains, and officials expect normal traffic to resume within 24 hours. An inquiry has been ordered into the cause of the derailment.`,
        `Helpline desks have been opened at Chennai Central and other major stations. Passengers have been advised to check the status of their train before leaving home.`,
      ],
    },
    ta: {
      title: `{regionIn} சரக்கு ரயில் தடம் புரண்டது: தமிழகம் வரும் {count} ரயில்கள் மாற்றுப் பாதையில் இயக்கம், சில ரத்து`,
      summary: `{regionIn} {weekday} சரக்கு ரயிலின் பல பெட்டிகள் தடம் புரண்டதால், சென்னை உள்ளிட்ட தமிழக நகரங்களுக்கு வரும் {count} ரயில்கள் மாற்றுப் பாதையில் இயக்கப்பட்டன அல்லது ரத்து செய்யப்பட்டன.`,
      meta: `{regionIn} சரக்கு ரயில் விபத்து: தமிழகம் வரும் {count} ரயில்களின் சேவை பாதிப்பு; ரயில் நிலையங்களில் உதவி மையங்கள்.`,
      body: [
        `{regionIn} {weekday} சரக்கு ரயிலின் {wagons} பெட்டிகள் தடம் புரண்டன. வட இந்தியாவுக்கும் தமிழகத்துக்கும் இடையே ரயில்கள் அதிகம் இயங்கும் இந்த வழித்தடத்தில் தண்டவாளமும் மேல்நிலை மின் கம்பிகளும் சேதமடைந்தன. ரயில் குறைந்த வேகத்தில் சென்றதால் யாருக்கும் காயம் ஏற்படவில்லை.`,
        `சென்னை, மதுரை, கோவை செல்லும் ரயில்கள் உள்பட {count} விரைவு ரயில்கள் மாற்றுப் பாதையில் திருப்பிவிடப்பட்டதாகவும், சில ரயில்கள் பாதி வழியிலேயே நிறுத்தப்பட்டதாகவும் தெற்கு ரயில்வே தெரிவித்தது. ரத்து செய்யப்பட்ட ரயில்களின் பயணிகளுக்குக் கட்டணம் முழுமையாகத் திருப்பி அளிக்கப்படும்.`,
        `கிரேன்கள், விபத்து நிவாரண ரயில்கள் மூலம் சீரமைப்புப் பணிகள் நடைபெற்று வருகின்றன; 24 மணி நேரத்துக்குள் ரயில் போக்குவரத்து சீராகும் என அதிகாரிகள் எதிர்பார்க்கின்றனர். விபத்துக்கான காரணம் குறித்து விசாரணைக்கு உத்தரவிடப்பட்டுள்ளது.`,
        `சென்னை சென்ட்ரல் உள்ளிட்ட முக்கிய ரயில் நிலையங்களில் உதவி மையங்கள் திறக்கப்பட்டுள்ளன. பயணத்தைத் தொடங்கும் முன் ரயிலின் நிலையைச் சரிபார்த்துக்கொள்ளுமாறு பயணிகளுக்கு அறிவுறுத்தப்பட்டுள்ளது.`,
      ],
    },
  },
  {
    key: "breaking-earthquake-abroad",
    category: "breaking",
    scopes: ["international"],
    tags: ["tamil-diaspora"],
    nums: { count: [12, 140] },
    picks: {
      country: COUNTRIES_QUAKE,
      magnitude: [
        { en: "6.1", ta: "6.1" },
        { en: "6.4", ta: "6.4" },
        { en: "6.8", ta: "6.8" },
        { en: "7.0", ta: "7.0" },
        { en: "7.2", ta: "7.2" },
      ],
    },
    en: {
      title: `Magnitude {magnitude} earthquake strikes {country}; embassy says Indians in the region are safe`,
      summary: `A strong earthquake of magnitude {magnitude} jolted {country} on {weekday}, damaging buildings; the Indian embassy has opened a helpline for Indian nationals.`,
      meta: `Earthquake of magnitude {magnitude} {countryIn}: buildings damaged, Indian embassy opens helpline as Tamil families seek news.`,
      body: [
        `An earthquake of magnitude {magnitude} struck {country} on {weekday}, shaking buildings and sending people running into the streets in several towns. Local authorities said {count} people had been injured and rescue teams were searching damaged buildings.`,
        `The Indian embassy said it was in touch with community associations and had no reports of Indian casualties so far. A 24-hour helpline has been opened for Indian nationals and their families.`,
        `> "My brother works in a factory there. He called us within an hour and said everyone in his hostel was safe," said {person} from {city}.`,
        `The Tamil Nadu government said families seeking information could call the helpline of its Non-Resident Tamils Welfare department, which is coordinating with the embassy.`,
        `Seismologists warned that aftershocks were likely over the next few days and advised residents to keep away from damaged structures.`,
      ],
    },
    ta: {
      title: `{countryIn} {magnitude} ரிக்டர் அளவில் நிலநடுக்கம்: அப்பகுதியில் உள்ள இந்தியர்கள் பாதுகாப்பாக உள்ளனர் - தூதரகம்`,
      summary: `{countryIn} {weekday} ரிக்டர் அளவுகோலில் {magnitude} ஆகப் பதிவான சக்திவாய்ந்த நிலநடுக்கத்தால் கட்டடங்கள் சேதமடைந்தன; இந்தியர்களுக்காக இந்தியத் தூதரகம் உதவி எண்ணை அறிவித்துள்ளது.`,
      meta: `{countryIn} {magnitude} ரிக்டர் நிலநடுக்கம்: கட்டடங்கள் சேதம்; இந்தியத் தூதரகம் உதவி எண் அறிவிப்பு.`,
      body: [
        `{countryIn} {weekday} ரிக்டர் அளவுகோலில் {magnitude} ஆகப் பதிவான நிலநடுக்கம் ஏற்பட்டது. பல நகரங்களில் கட்டடங்கள் குலுங்கியதால் மக்கள் பீதியடைந்து வீதிகளுக்கு ஓடி வந்தனர். {count} பேர் காயமடைந்ததாகவும், சேதமடைந்த கட்டடங்களில் மீட்புக் குழுக்கள் தேடுதல் பணியில் ஈடுபட்டுள்ளதாகவும் உள்ளூர் அதிகாரிகள் தெரிவித்தனர்.`,
        `இந்தியச் சமூக அமைப்புகளுடன் தொடர்பில் இருப்பதாகவும், இதுவரை இந்தியர்கள் யாரும் பாதிக்கப்பட்டதாகத் தகவல் இல்லை என்றும் இந்தியத் தூதரகம் தெரிவித்துள்ளது. இந்தியர்களுக்கும் அவர்களின் குடும்பத்தினருக்கும் 24 மணி நேர உதவி எண் அறிவிக்கப்பட்டுள்ளது.`,
        `> “என் சகோதரர் அங்குள்ள ஒரு தொழிற்சாலையில் வேலை செய்கிறார். ஒரு மணி நேரத்துக்குள் எங்களைத் தொடர்புகொண்டு, விடுதியில் அனைவரும் பாதுகாப்பாக இருப்பதாகச் சொன்னார்” என்று {cityNative} {person} கூறினார்.`,
        `தகவல் அறிய விரும்பும் குடும்பத்தினர் அயலகத் தமிழர் நலத் துறையின் உதவி எண்ணைத் தொடர்புகொள்ளலாம் என்றும், அத்துறை தூதரகத்துடன் ஒருங்கிணைந்து செயல்பட்டு வருவதாகவும் தமிழக அரசு தெரிவித்துள்ளது.`,
        `அடுத்த சில நாட்களுக்கு நில அதிர்வுகள் தொடரக்கூடும் என்பதால், சேதமடைந்த கட்டடங்களுக்கு அருகில் செல்ல வேண்டாம் என நில அதிர்வு ஆய்வாளர்கள் அறிவுறுத்தியுள்ளனர்.`,
      ],
    },
  },
  {
    key: "breaking-pipeline-burst",
    category: "breaking",
    scopes: ["city"],
    tags: ["water-supply", "traffic"],
    nums: { count: [6, 28], number: [40, 180] },
    en: {
      title: `Main pipeline bursts in {city}; water supply hit in {count} wards for two days`,
      summary: `A burst in the main drinking water pipeline has cut supply to {count} wards in {city}; tanker lorries are being deployed until repairs are completed.`,
      meta: `{city} water supply disruption: main pipeline burst near {landmark} affects {count} wards; tankers deployed, repairs under way.`,
      body: [
        `A major drinking water pipeline burst near {landmark} in {city} on {weekday} morning, flooding the road and cutting off supply to {count} wards. Water gushed several feet into the air for nearly an hour before the valves were closed.`,
        `Engineers said the pipeline, laid more than two decades ago, gave way under high pressure. Repairs are being carried out round the clock, and supply is expected to be restored within 48 hours.`,
        `Until then, {number} tanker lorry trips a day have been arranged for the affected areas. Residents can call the civic body's helpline to request a tanker.`,
        `Traffic on the stretch has been diverted, and motorists have been asked to avoid the road until the trench dug for the repairs is closed.`,
      ],
    },
    ta: {
      title: `{cityIn} பிரதான குடிநீர்க் குழாய் உடைப்பு: {count} வார்டுகளில் இரண்டு நாட்களுக்குக் குடிநீர் விநியோகம் பாதிப்பு`,
      summary: `{cityIn} பிரதான குடிநீர்க் குழாய் உடைந்ததால் {count} வார்டுகளில் குடிநீர் விநியோகம் தடைபட்டுள்ளது; சீரமைப்புப் பணி முடியும் வரை லாரிகள் மூலம் தண்ணீர் வழங்கப்படுகிறது.`,
      meta: `{cityIn} {landmark} அருகே குடிநீர்க் குழாய் உடைப்பு: {count} வார்டுகளில் விநியோகம் பாதிப்பு; லாரிகளில் குடிநீர்.`,
      body: [
        `{cityIn} {landmark} அருகே {weekday} காலை பிரதான குடிநீர்க் குழாய் உடைந்ததால் சாலை முழுவதும் தண்ணீர் ஓடியது; {count} வார்டுகளுக்குக் குடிநீர் விநியோகம் நிறுத்தப்பட்டது. வால்வுகள் மூடப்படும் வரை சுமார் ஒரு மணி நேரம் தண்ணீர் பல அடி உயரத்துக்குப் பீய்ச்சியடித்தது.`,
        `இருபது ஆண்டுகளுக்கு முன்பு பதிக்கப்பட்ட இந்தக் குழாய், அதிக அழுத்தம் காரணமாக உடைந்ததாகப் பொறியாளர்கள் தெரிவித்தனர். இரவு பகலாகச் சீரமைப்புப் பணிகள் நடைபெற்று வருகின்றன; 48 மணி நேரத்துக்குள் விநியோகம் சீராகும் என எதிர்பார்க்கப்படுகிறது.`,
        `அதுவரை பாதிக்கப்பட்ட பகுதிகளுக்கு நாள்தோறும் {number} லாரி நடைகள் மூலம் குடிநீர் வழங்க ஏற்பாடு செய்யப்பட்டுள்ளது. லாரி மூலம் தண்ணீர் தேவைப்படுவோர் உள்ளாட்சி அமைப்பின் உதவி எண்ணைத் தொடர்புகொள்ளலாம்.`,
        `அந்தச் சாலையில் போக்குவரத்து மாற்றிவிடப்பட்டுள்ளது. சீரமைப்புக்காகத் தோண்டப்பட்ட பள்ளம் மூடப்படும் வரை வாகன ஓட்டிகள் அவ்வழியைத் தவிர்க்குமாறு கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
      ],
    },
  },
];

const EDUCATION: StoryTemplate[] = [
  {
    key: "education-smart-classrooms",
    category: "education",
    scopes: ["city"],
    tags: ["schools", "technology"],
    nums: { count: [8, 60], number: [900, 9000] },
    en: {
      title: `Smart classrooms in {count} government schools in {city}; {number} students to benefit`,
      summary: `Smart classrooms with interactive panels and high-speed internet have been set up in {count} government schools in {city}, benefiting about {number} students.`,
      meta: `{city}: smart classrooms launched in {count} government schools; teachers trained in digital teaching.`,
      body: [
        `Smart classrooms equipped with interactive panels, projectors and high-speed internet were inaugurated at {count} government schools in {city} on {weekday}. About {number} students from Classes 6 to 12 are expected to benefit.`,
        `Teachers have been trained to use digital lessons prepared by the School Education Department, including animated science experiments and spoken English modules, the Chief Educational Officer said.`,
        `> "Children who were shy to ask questions in class now come eagerly to the board and try the exercises themselves," said {person}, a mathematics teacher.`,
        `Parents welcomed the initiative but asked the department to ensure uninterrupted power supply and regular maintenance so that the equipment does not fall idle.`,
        `Officials said more schools would be covered in the next phase, with priority for schools in rural areas.`,
      ],
    },
    ta: {
      title: `{cityIn} {count} அரசுப் பள்ளிகளில் ஸ்மார்ட் வகுப்பறைகள்; {number} மாணவர்கள் பயன்பெறுவர்`,
      summary: `{cityIn} {count} அரசுப் பள்ளிகளில் தொடுதிரைப் பலகைகள், அதிவேக இணைய வசதியுடன் கூடிய ஸ்மார்ட் வகுப்பறைகள் அமைக்கப்பட்டுள்ளன; சுமார் {number} மாணவர்கள் இதனால் பயன்பெறுவர்.`,
      meta: `{cityIn} {count} அரசுப் பள்ளிகளில் ஸ்மார்ட் வகுப்பறைகள் திறப்பு; டிஜிட்டல் முறையில் கற்பிக்க ஆசிரியர்களுக்குப் பயிற்சி.`,
      body: [
        `{cityIn} {count} அரசுப் பள்ளிகளில் தொடுதிரைப் பலகைகள், புரொஜெக்டர்கள், அதிவேக இணைய வசதியுடன் கூடிய ஸ்மார்ட் வகுப்பறைகள் {weekday} திறந்து வைக்கப்பட்டன. 6 முதல் 12-ஆம் வகுப்பு வரை பயிலும் சுமார் {number} மாணவர்கள் இதனால் பயன்பெறுவர்.`,
        `பள்ளிக் கல்வித் துறை தயாரித்த அனிமேஷன் அறிவியல் சோதனைகள், ஆங்கிலப் பேச்சுப் பயிற்சிப் பாடங்கள் உள்ளிட்ட டிஜிட்டல் பாடங்களைப் பயன்படுத்த ஆசிரியர்களுக்குப் பயிற்சி அளிக்கப்பட்டுள்ளதாக முதன்மைக் கல்வி அலுவலர் தெரிவித்தார்.`,
        `> “வகுப்பில் கேள்வி கேட்கத் தயங்கிய குழந்தைகள்கூட இப்போது ஆர்வத்துடன் பலகைக்கு வந்து பயிற்சிகளைத் தாங்களே செய்து பார்க்கின்றனர்” என்று கணித ஆசிரியர் {person} கூறினார்.`,
        `இந்த முயற்சியை வரவேற்ற பெற்றோர், கருவிகள் பயன்பாடின்றி முடங்கிவிடாமல் இருக்கத் தடையில்லா மின்சாரமும் முறையான பராமரிப்பும் உறுதி செய்யப்பட வேண்டும் எனக் கல்வித் துறையைக் கேட்டுக்கொண்டனர்.`,
        `அடுத்த கட்டத்தில் மேலும் பல பள்ளிகளுக்கு இந்த வசதி விரிவுபடுத்தப்படும் என்றும், கிராமப்புறப் பள்ளிகளுக்கு முன்னுரிமை அளிக்கப்படும் என்றும் அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "education-plus-two-results",
    category: "education",
    scopes: ["state"],
    tags: ["exams", "schools"],
    nums: { pct: [91, 97], dec: [10, 99], number: [1200, 2600] },
    picks: {
      lakh: [
        { en: "7.6", ta: "7.6" },
        { en: "7.9", ta: "7.9" },
        { en: "8.1", ta: "8.1" },
        { en: "8.3", ta: "8.3" },
      ],
    },
    en: {
      title: `Class 12 results: Tamil Nadu records {pct}.{dec}% pass; girls outshine boys again`,
      summary: `The State Board Class 12 results were announced on {weekday}: {pct}.{dec}% of students cleared the examination, and girls once again recorded a higher pass percentage.`,
      meta: `Tamil Nadu Class 12 result: {pct}.{dec}% pass, {number} schools score a full pass; how to check marks and apply for revaluation.`,
      body: [
        `The Directorate of Government Examinations announced the results of the Class 12 public examination on {weekday}. Of the {lakh} lakh students who wrote the examination, {pct}.{dec}% have passed.`,
        `Girls once again outperformed boys, and {number} schools recorded a full pass. Government schools also improved their pass percentage over the previous year, officials said.`,
        [
          `Results are available on the official websites and by SMS to the registered mobile number.`,
          `Students can apply for photocopies of answer scripts and for revaluation through their schools.`,
          `Supplementary examinations will be held for those who did not clear one or more subjects.`,
        ],
        `The School Education Minister congratulated the students and said counselling support would be offered to those who did not pass, through the 14417 helpline.`,
        `Admissions to engineering and arts and science colleges are expected to begin shortly, and students have been advised to keep their mark sheets and community certificates ready.`,
      ],
    },
    ta: {
      title: `பிளஸ் 2 தேர்வு முடிவுகள்: தமிழகத்தில் {pct}.{dec}% தேர்ச்சி; மீண்டும் மாணவிகள் முன்னிலை`,
      summary: `பிளஸ் 2 பொதுத் தேர்வு முடிவுகள் {weekday} வெளியிடப்பட்டன; {pct}.{dec}% மாணவர்கள் தேர்ச்சி பெற்றுள்ளனர், வழக்கம்போல மாணவிகளின் தேர்ச்சி விகிதமே அதிகம்.`,
      meta: `பிளஸ் 2 தேர்வு முடிவுகள்: {pct}.{dec}% தேர்ச்சி, {number} பள்ளிகளில் 100% தேர்ச்சி; மதிப்பெண் அறிவது, மறுமதிப்பீட்டுக்கு விண்ணப்பிப்பது எப்படி?`,
      body: [
        `பிளஸ் 2 பொதுத் தேர்வு முடிவுகளை அரசுத் தேர்வுகள் இயக்ககம் {weekday} வெளியிட்டது. தேர்வு எழுதிய {lakh} லட்சம் மாணவர்களில் {pct}.{dec}% பேர் தேர்ச்சி பெற்றுள்ளனர்.`,
        `இந்த ஆண்டும் மாணவர்களைவிட மாணவிகளே அதிக அளவில் தேர்ச்சி பெற்றுள்ளனர்; {number} பள்ளிகள் 100 சதவீதத் தேர்ச்சியைப் பதிவு செய்துள்ளன. கடந்த ஆண்டுடன் ஒப்பிடும்போது அரசுப் பள்ளிகளின் தேர்ச்சி விகிதமும் உயர்ந்துள்ளதாக அதிகாரிகள் தெரிவித்தனர்.`,
        [
          `தேர்வு முடிவுகளை அதிகாரப்பூர்வ இணையதளங்களிலும், பதிவு செய்த கைப்பேசி எண்ணுக்கு வரும் குறுஞ்செய்தி மூலமும் அறிந்துகொள்ளலாம்.`,
          `விடைத்தாள் நகல், மறுமதிப்பீடு ஆகியவற்றுக்குப் பள்ளிகள் வழியாக விண்ணப்பிக்கலாம்.`,
          `ஒன்று அல்லது அதற்கு மேற்பட்ட பாடங்களில் தேர்ச்சி பெறாதவர்களுக்குத் துணைத் தேர்வு நடத்தப்படும்.`,
        ],
        `மாணவர்களுக்கு வாழ்த்துத் தெரிவித்த பள்ளிக் கல்வித் துறை அமைச்சர், தேர்ச்சி பெறாதவர்களுக்கு 14417 உதவி எண் மூலம் ஆலோசனை வழங்கப்படும் என்றார்.`,
        `பொறியியல், கலை மற்றும் அறிவியல் கல்லூரிகளில் மாணவர் சேர்க்கை விரைவில் தொடங்கவுள்ளதால், மதிப்பெண் சான்றிதழ், சாதிச் சான்றிதழ் உள்ளிட்ட ஆவணங்களைத் தயாராக வைத்துக்கொள்ளுமாறு மாணவர்களுக்கு அறிவுறுத்தப்பட்டுள்ளது.`,
      ],
    },
  },
  {
    key: "education-breakfast-scheme",
    category: "education",
    scopes: ["city"],
    tags: ["schools", "food", "women"],
    nums: { count: [12, 90], number: [1500, 12000] },
    en: {
      title: `Chief Minister's Breakfast Scheme extended to {count} more schools in {city}`,
      summary: `{number} more primary school children in {city} will get a hot breakfast every school day as the scheme is extended to {count} more schools.`,
      meta: `Breakfast scheme expansion in {city}: {count} schools and {number} children added; menu includes upma, kichadi and pongal.`,
      body: [
        `The Chief Minister's Breakfast Scheme was extended to {count} more government and government-aided schools in {city} on {weekday}, bringing about {number} more children in Classes 1 to 5 under the programme.`,
        `The food is cooked in central kitchens run by women's self-help groups and delivered to schools before the morning assembly. Upma, kichadi and pongal are served in rotation with vegetable sambar.`,
        `Headmasters said attendance in the first period had improved since the scheme began, and fewer children complained of tiredness or stomach aches in class.`,
        `> "Both of us leave for work by six. Knowing that my daughter gets a warm meal at school is a big relief," said {person}, a parent.`,
        `{official} said food safety officers would inspect the kitchens regularly and that parents could report complaints to the school management committee.`,
      ],
    },
    ta: {
      title: `{cityIn} மேலும் {count} பள்ளிகளுக்கு முதல்வரின் காலை உணவுத் திட்டம் விரிவாக்கம்`,
      summary: `காலை உணவுத் திட்டம் மேலும் {count} பள்ளிகளுக்கு விரிவுபடுத்தப்பட்டதால், {cityIn} கூடுதலாக {number} தொடக்கப் பள்ளிக் குழந்தைகளுக்குப் பள்ளி நாட்களில் சூடான காலை உணவு கிடைக்கும்.`,
      meta: `{cityIn} காலை உணவுத் திட்டம் விரிவாக்கம்: {count} பள்ளிகள், {number} குழந்தைகள்; உப்புமா, கிச்சடி, பொங்கல் எனச் சுழற்சி முறையில் உணவு.`,
      body: [
        `{cityIn} மேலும் {count} அரசு மற்றும் அரசு உதவிபெறும் பள்ளிகளுக்கு முதல்வரின் காலை உணவுத் திட்டம் {weekday} விரிவுபடுத்தப்பட்டது. இதன் மூலம் 1 முதல் 5-ஆம் வகுப்பு வரை பயிலும் சுமார் {number} குழந்தைகள் கூடுதலாகப் பயன்பெறுவர்.`,
        `மகளிர் சுயஉதவிக் குழுக்கள் நடத்தும் மையச் சமையலறைகளில் சமைக்கப்படும் உணவு, காலை இறைவணக்கக் கூட்டத்துக்கு முன்பே பள்ளிகளுக்குக் கொண்டு சேர்க்கப்படுகிறது. உப்புமா, கிச்சடி, பொங்கல் ஆகியவை காய்கறி சாம்பாருடன் சுழற்சி முறையில் வழங்கப்படுகின்றன.`,
        `திட்டம் தொடங்கியதிலிருந்து முதல் பாடவேளையில் மாணவர் வருகை அதிகரித்துள்ளதாகவும், வகுப்பில் சோர்வு, வயிற்று வலி என்று சொல்லும் குழந்தைகள் குறைந்துள்ளதாகவும் தலைமை ஆசிரியர்கள் தெரிவித்தனர்.`,
        `> “நாங்கள் இருவரும் காலை ஆறு மணிக்கே வேலைக்குக் கிளம்பிவிடுவோம். மகளுக்குப் பள்ளியில் சூடான உணவு கிடைக்கிறது என்பது பெரிய நிம்மதி” என்று பெற்றோர் {person} கூறினார்.`,
        `சமையலறைகளில் உணவுப் பாதுகாப்பு அலுவலர்கள் தொடர்ந்து ஆய்வு மேற்கொள்வார்கள் என்றும், புகார்களைப் பெற்றோர் பள்ளி மேலாண்மைக் குழுவிடம் தெரிவிக்கலாம் என்றும் {official} கூறினார்.`,
      ],
    },
  },
  {
    key: "education-neet-centres",
    category: "education",
    scopes: ["national"],
    tags: ["exams", "health"],
    nums: { number: [420, 640], count: [28, 36] },
    picks: {
      lakh: [
        { en: "20.8", ta: "20.8" },
        { en: "21.9", ta: "21.9" },
        { en: "22.7", ta: "22.7" },
        { en: "23.3", ta: "23.3" },
      ],
    },
    en: {
      title: `NEET-UG: {lakh} lakh candidates to write medical entrance; {number} centres in Tamil Nadu`,
      summary: `About {lakh} lakh candidates across India will take the medical entrance examination this month; in Tamil Nadu, it will be held at {number} centres in {count} cities.`,
      meta: `NEET-UG: {lakh} lakh candidates nationwide, {number} centres in Tamil Nadu; admit card, dress code and reporting time explained.`,
      body: [
        `The National Testing Agency (NTA) said on {weekday} that about {lakh} lakh candidates had registered for the undergraduate medical entrance examination this year. In Tamil Nadu, the test will be held at {number} centres in {count} cities.`,
        `Admit cards can be downloaded from the NTA website using the application number and date of birth. Candidates must report at least 90 minutes before the examination and carry a valid photo identity card.`,
        [
          `Light clothes with half sleeves are recommended; heavy jewellery and thick-soled shoes are not allowed.`,
          `Mobile phones, calculators and smartwatches are banned inside the hall.`,
          `Transparent water bottles may be carried.`,
        ],
        `Coaching centres said a large number of government school students in Tamil Nadu were writing the test this year, encouraged by the 7.5% reservation for them in medical admissions.`,
        `The NTA said results would be published on its website and that candidates could challenge the provisional answer key by paying a fee.`,
      ],
    },
    ta: {
      title: `நீட் தேர்வு: நாடு முழுவதும் {lakh} லட்சம் பேர் எழுதுகின்றனர்; தமிழகத்தில் {number} மையங்கள்`,
      summary: `இந்த மாதம் நடைபெறும் மருத்துவ நுழைவுத் தேர்வை நாடு முழுவதும் சுமார் {lakh} லட்சம் பேர் எழுதவுள்ளனர்; தமிழகத்தில் {count} நகரங்களில் {number} மையங்களில் தேர்வு நடைபெறுகிறது.`,
      meta: `நீட் தேர்வு: {lakh} லட்சம் பேர் பதிவு, தமிழகத்தில் {number} தேர்வு மையங்கள்; ஹால் டிக்கெட், ஆடைக் கட்டுப்பாடு, வருகை நேரம் விவரம்.`,
      body: [
        `இந்த ஆண்டு இளநிலை மருத்துவ நுழைவுத் தேர்வுக்குச் சுமார் {lakh} லட்சம் பேர் பதிவு செய்துள்ளதாகத் தேசியத் தேர்வு முகமை (என்.டி.ஏ.) {weekday} தெரிவித்தது. தமிழகத்தில் {count} நகரங்களில் உள்ள {number} மையங்களில் தேர்வு நடைபெறும்.`,
        `விண்ணப்ப எண், பிறந்த தேதியைப் பயன்படுத்தி என்.டி.ஏ. இணையதளத்திலிருந்து ஹால் டிக்கெட்டைப் பதிவிறக்கம் செய்யலாம். தேர்வர்கள் குறைந்தது 90 நிமிடங்களுக்கு முன்பே மையத்துக்கு வர வேண்டும்; புகைப்படத்துடன் கூடிய அடையாள அட்டையைக் கொண்டுவர வேண்டும்.`,
        [
          `அரைக்கை கொண்ட எளிய ஆடைகளை அணியலாம்; கனமான நகைகள், தடித்த அடிப்பகுதி கொண்ட காலணிகளுக்கு அனுமதி இல்லை.`,
          `கைப்பேசி, கால்குலேட்டர், ஸ்மார்ட் வாட்ச் ஆகியவற்றைத் தேர்வு அறைக்குள் கொண்டு செல்லக் கூடாது.`,
          `ஒளி ஊடுருவும் தண்ணீர் பாட்டில்களை எடுத்துச் செல்லலாம்.`,
        ],
        `மருத்துவச் சேர்க்கையில் அரசுப் பள்ளி மாணவர்களுக்கான 7.5% இட ஒதுக்கீட்டால் ஊக்கமடைந்து, இந்த ஆண்டு தமிழக அரசுப் பள்ளிகளைச் சேர்ந்த ஏராளமான மாணவர்கள் தேர்வு எழுதுவதாகப் பயிற்சி மையங்கள் தெரிவிக்கின்றன.`,
        `தேர்வு முடிவுகள் இணையதளத்தில் வெளியிடப்படும் என்றும், தற்காலிக விடைக்குறிப்பு மீது கட்டணம் செலுத்தி ஆட்சேபம் தெரிவிக்கலாம் என்றும் என்.டி.ஏ. தெரிவித்துள்ளது.`,
      ],
    },
  },
  {
    key: "education-student-visa-rules",
    category: "education",
    scopes: ["international"],
    tags: ["higher-education", "tamil-diaspora"],
    nums: { number: [1200, 9000] },
    picks: { country: STUDY_COUNTRIES },
    en: {
      title: `New student visa rules {countryIn}: what {number} Tamil Nadu aspirants need to know`,
      summary: `{countryGov} revised its rules for international students on {weekday}, raising the proof-of-funds requirement and tightening checks on institutions, education consultants said.`,
      meta: `Study abroad: {countryOf} new student visa rules explained — funds, work hours and institutions; advice for Tamil Nadu students.`,
      body: [
        `{countryGov} announced changes to its student visa rules on {weekday}, raising the amount of money applicants must show in their bank accounts and tightening checks on the institutions they apply to.`,
        `Education consultants in Chennai and Coimbatore estimate that about {number} students from Tamil Nadu are preparing to apply to study {countryIn} for the next intake, mostly for master's programmes in engineering, data science and nursing.`,
        [
          `Apply only to recognised institutions listed on official government websites.`,
          `Keep bank statements and education loan sanction letters ready well in advance.`,
          `Check the permitted part-time work hours before budgeting for living costs.`,
        ],
        `Consultants said the changes were unlikely to deter serious applicants but would push many families to plan their finances earlier. Banks have reported a rise in enquiries for education loans.`,
        `Students were advised to verify information on official websites and to avoid agents who promise a guaranteed visa for a fee.`,
      ],
    },
    ta: {
      title: `{countryIn} மாணவர் விசா விதிகளில் மாற்றம்: தமிழகத்தைச் சேர்ந்த {number} விண்ணப்பதாரர்கள் அறிய வேண்டியவை`,
      summary: `வெளிநாட்டு மாணவர்களுக்கான விதிகளில் {countryGov} {weekday} அறிவித்துள்ள மாற்றங்களால், வங்கிக் கணக்கில் காட்ட வேண்டிய தொகை உயர்ந்துள்ளது; கல்வி நிறுவனங்கள் குறித்த சரிபார்ப்பும் கடுமையாகியுள்ளது.`,
      meta: `வெளிநாட்டுக் கல்வி: {countryOf} புதிய மாணவர் விசா விதிகள் - நிதி ஆதாரம், பகுதிநேர வேலை, கல்வி நிறுவனங்கள் குறித்த விளக்கம்.`,
      body: [
        `மாணவர் விசா விதிகளில் மாற்றங்களை {countryGov} {weekday} அறிவித்தது. விண்ணப்பதாரர்கள் வங்கிக் கணக்கில் காட்ட வேண்டிய தொகை உயர்த்தப்பட்டுள்ளதுடன், அவர்கள் விண்ணப்பிக்கும் கல்வி நிறுவனங்கள் குறித்த சரிபார்ப்பும் கடுமையாக்கப்பட்டுள்ளது.`,
        `அடுத்த சேர்க்கைப் பருவத்தில் {countryIn} படிக்கத் தமிழகத்திலிருந்து சுமார் {number} மாணவர்கள் தயாராகி வருவதாகச் சென்னை, கோவை கல்வி ஆலோசகர்கள் மதிப்பிடுகின்றனர். இவர்களில் பெரும்பாலோர் பொறியியல், தரவு அறிவியல், செவிலியர் படிப்புகளில் முதுநிலைப் பட்டம் பெற விரும்புகின்றனர்.`,
        [
          `அரசின் அதிகாரப்பூர்வ இணையதளங்களில் பட்டியலிடப்பட்ட அங்கீகாரம் பெற்ற கல்வி நிறுவனங்களுக்கு மட்டுமே விண்ணப்பியுங்கள்.`,
          `வங்கி அறிக்கைகள், கல்விக் கடன் ஒப்புதல் கடிதங்களை முன்கூட்டியே தயார் செய்துகொள்ளுங்கள்.`,
          `செலவுகளைத் திட்டமிடும் முன், அனுமதிக்கப்பட்ட பகுதிநேர வேலை நேரத்தைச் சரிபாருங்கள்.`,
        ],
        `இந்த மாற்றங்கள் உறுதியான விண்ணப்பதாரர்களைத் தடுக்காது என்றாலும், பல குடும்பங்கள் நிதித் திட்டமிடலை முன்கூட்டியே தொடங்க வேண்டியிருக்கும் என ஆலோசகர்கள் கூறுகின்றனர். கல்விக் கடன் குறித்த விசாரணைகள் அதிகரித்துள்ளதாக வங்கிகளும் தெரிவிக்கின்றன.`,
        `தகவல்களை அதிகாரப்பூர்வ இணையதளங்களில் சரிபார்க்குமாறும், கட்டணம் பெற்றுக்கொண்டு விசா உறுதி என வாக்குறுதி அளிக்கும் முகவர்களைத் தவிர்க்குமாறும் மாணவர்களுக்கு அறிவுறுத்தப்பட்டுள்ளது.`,
      ],
    },
  },
  {
    key: "education-college-admission-rush",
    category: "education",
    scopes: ["city"],
    tags: ["higher-education"],
    nums: { number: [6000, 24000], seats: [900, 1800] },
    en: {
      title: `{number} applications for {seats} seats: admission rush at government arts college in {city}`,
      summary: `The Government Arts and Science College in {city} has received {number} applications for {seats} undergraduate seats, with commerce and computer science in highest demand.`,
      meta: `{city} government college admissions: {number} applications for {seats} seats; counselling schedule and documents required.`,
      body: [
        `The Government Arts and Science College in {city} has received {number} applications for {seats} undergraduate seats this year, the highest in recent years, the principal said on {weekday}.`,
        `B.Com, B.Sc Computer Science and BBA are the most sought-after courses, followed by Tamil and English literature. Many applicants are the first in their families to go to college.`,
        `Counselling will be held in phases, with sports quota candidates, differently-abled students and children of ex-servicemen called first. Rank lists will be displayed on the college notice board and website.`,
        `Students have been asked to bring original mark sheets, transfer certificates, community certificates and passport-size photographs. Fees at government colleges remain among the lowest in the State.`,
      ],
    },
    ta: {
      title: `{seats} இடங்களுக்கு {number} விண்ணப்பங்கள்: {city} அரசுக் கலைக் கல்லூரியில் சேர்க்கைக்குக் கடும் போட்டி`,
      summary: `{city} அரசுக் கலை மற்றும் அறிவியல் கல்லூரியில் {seats} இளநிலை இடங்களுக்கு {number} விண்ணப்பங்கள் வந்துள்ளன; வணிகவியல், கணினி அறிவியல் படிப்புகளுக்கு அதிக வரவேற்பு.`,
      meta: `{city} அரசுக் கல்லூரி சேர்க்கை: {seats} இடங்களுக்கு {number} விண்ணப்பங்கள்; கலந்தாய்வு அட்டவணை, தேவையான ஆவணங்கள்.`,
      body: [
        `{city} அரசுக் கலை மற்றும் அறிவியல் கல்லூரியில் இந்த ஆண்டு {seats} இளநிலை இடங்களுக்கு {number} விண்ணப்பங்கள் வந்துள்ளதாகவும், இது அண்மை ஆண்டுகளில் இல்லாத அளவு என்றும் கல்லூரி முதல்வர் {weekday} தெரிவித்தார்.`,
        `பி.காம்., பி.எஸ்சி. கணினி அறிவியல், பி.பி.ஏ. ஆகிய படிப்புகளுக்கு அதிக தேவை உள்ளது; அடுத்தபடியாகத் தமிழ், ஆங்கில இலக்கியப் படிப்புகள் உள்ளன. விண்ணப்பதாரர்களில் பலர் தங்கள் குடும்பத்திலேயே முதல் தலைமுறையாகக் கல்லூரிக்குச் செல்பவர்கள்.`,
        `கலந்தாய்வு கட்டங்களாக நடைபெறும்; விளையாட்டு ஒதுக்கீடு, மாற்றுத்திறனாளிகள், முன்னாள் படைவீரர்களின் பிள்ளைகள் முதலில் அழைக்கப்படுவர். தரவரிசைப் பட்டியல் கல்லூரி அறிவிப்புப் பலகையிலும் இணையதளத்திலும் வெளியிடப்படும்.`,
        `அசல் மதிப்பெண் சான்றிதழ்கள், மாற்றுச் சான்றிதழ், சாதிச் சான்றிதழ், பாஸ்போர்ட் அளவுப் புகைப்படங்களுடன் வருமாறு மாணவர்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர். மாநிலத்திலேயே மிகக் குறைந்த கட்டணம் அரசுக் கல்லூரிகளில்தான் வசூலிக்கப்படுகிறது.`,
      ],
    },
  },
];

const ENVIRONMENT: StoryTemplate[] = [
  {
    key: "environment-lake-restoration",
    category: "environment",
    scopes: ["city"],
    tags: ["water-supply", "wildlife", "local-body"],
    nums: { count: [40, 320], amount: [4, 38] },
    en: {
      title: `Rs {amount} crore restoration of {count}-acre lake in {city} nears completion`,
      summary: `The restoration of a {count}-acre lake in {city}, taken up at a cost of Rs {amount} crore, is nearly complete, with desilting, stronger bunds and a walking track.`,
      meta: `{city} lake restoration: {count}-acre waterbody desilted and bunds strengthened at Rs {amount} crore; walking track and bird island added.`,
      body: [
        `Work to restore a {count}-acre lake in {city}, which had shrunk because of encroachments and sewage inflow, is nearly complete, officials said on {weekday}. The project has cost Rs {amount} crore.`,
        `The lake bed has been desilted to increase its storage capacity, and the bunds have been strengthened and raised. Sewage outlets that emptied into the lake have been diverted to a treatment plant.`,
        `A walking track, native tree saplings and a small island for nesting birds have been added. Birdwatchers said pelicans, painted storks and cormorants had begun returning to the waterbody.`,
        `> "For years we could not even walk near the lake because of the stench. Now children come here to cycle in the evenings," said {person}, who lives nearby.`,
        `Environmentalists urged the authorities to keep the inlet channels free of encroachments so that the lake fills up during the monsoon.`,
      ],
    },
    ta: {
      title: `{cityIn} ரூ.{amount} கோடியில் {count} ஏக்கர் ஏரி புனரமைப்பு: பணிகள் நிறைவடையும் நிலையில்`,
      summary: `{cityIn} ரூ.{amount} கோடி செலவில் மேற்கொள்ளப்பட்ட {count} ஏக்கர் ஏரி புனரமைப்புப் பணிகள் நிறைவடையும் நிலையில் உள்ளன; தூர்வாருதல், கரை பலப்படுத்துதல், நடைபாதை அமைத்தல் பணிகள் நடைபெற்றுள்ளன.`,
      meta: `{city} ஏரி புனரமைப்பு: {count} ஏக்கர் நீர்நிலை ரூ.{amount} கோடியில் தூர்வாரப்பட்டுக் கரைகள் பலப்படுத்தல்; நடைபாதை, பறவைத் தீவு அமைப்பு.`,
      body: [
        `ஆக்கிரமிப்புகள், கழிவுநீர்க் கலப்பு காரணமாகச் சுருங்கிப்போன, {cityIn} உள்ள {count} ஏக்கர் ஏரியைப் புனரமைக்கும் பணிகள் நிறைவடையும் நிலையில் உள்ளதாக அதிகாரிகள் {weekday} தெரிவித்தனர். இத்திட்டத்துக்கு ரூ.{amount} கோடி செலவிடப்பட்டுள்ளது.`,
        `ஏரியின் கொள்ளளவை அதிகரிக்கும் வகையில் தூர்வாரப்பட்டுள்ளதுடன், கரைகள் பலப்படுத்தப்பட்டு உயர்த்தப்பட்டுள்ளன. ஏரியில் கலந்து வந்த கழிவுநீர், சுத்திகரிப்பு நிலையத்துக்குத் திருப்பிவிடப்பட்டுள்ளது.`,
        `நடைபாதை, நாட்டு மரக்கன்றுகள், பறவைகள் கூடு கட்டுவதற்கான சிறிய தீவு ஆகியவையும் அமைக்கப்பட்டுள்ளன. கூழைக்கடா, மஞ்சள்மூக்கு நாரை, நீர்க்காகம் உள்ளிட்ட பறவைகள் மீண்டும் ஏரிக்கு வரத் தொடங்கியுள்ளதாகப் பறவை ஆர்வலர்கள் தெரிவிக்கின்றனர்.`,
        `> “துர்நாற்றம் காரணமாகப் பல ஆண்டுகளாக ஏரி அருகே நடந்துகூடச் செல்ல முடியவில்லை. இப்போது மாலை நேரங்களில் குழந்தைகள் இங்கு சைக்கிள் ஓட்ட வருகின்றனர்” என்று அருகில் வசிக்கும் {person} கூறினார்.`,
        `பருவமழைக் காலத்தில் ஏரி நிரம்பும் வகையில், நீர்வரத்துக் கால்வாய்களில் ஆக்கிரமிப்புகள் இல்லாமல் பார்த்துக்கொள்ள வேண்டும் எனச் சுற்றுச்சூழல் ஆர்வலர்கள் அதிகாரிகளை வலியுறுத்தினர்.`,
      ],
    },
  },
  {
    key: "environment-plastic-seizure",
    category: "environment",
    scopes: ["city"],
    tags: ["pollution", "local-body"],
    nums: { number: [120, 2400], count: [15, 90], fine: [18, 96] },
    en: {
      title: `{number} kg of banned plastic seized in {city}; {count} shops fined`,
      summary: `Officials seized {number} kg of banned single-use plastic items in raids across {city} on {weekday} and fined {count} shops.`,
      meta: `Plastic ban enforcement in {city}: {number} kg of banned carry bags and cups seized, {count} traders fined under the Meendum Manjappai drive.`,
      body: [
        `Health officials seized {number} kg of banned single-use plastic items, including carry bags, cups and plates, during raids on shops and wholesale godowns in {city} on {weekday}.`,
        `Fines totalling Rs {fine},000 were collected from {count} shops. Officials warned that repeat offenders would have their trade licences suspended.`,
        `The raids are part of the State's Meendum Manjappai campaign, which encourages people to carry cloth bags. Machines that dispense cloth bags for Rs 10 have been installed at the market and the bus stand.`,
        `Traders said wholesale suppliers from outside the district continued to bring in banned plastic, and asked officials to act at the source as well.`,
      ],
    },
    ta: {
      title: `{cityIn} {number} கிலோ தடை செய்யப்பட்ட பிளாஸ்டிக் பறிமுதல்; {count} கடைகளுக்கு அபராதம்`,
      summary: `{cityIn} {weekday} நடத்தப்பட்ட சோதனையில் {number} கிலோ தடை செய்யப்பட்ட ஒருமுறை பயன்படுத்தும் பிளாஸ்டிக் பொருட்கள் பறிமுதல் செய்யப்பட்டன; {count} கடைகளுக்கு அபராதம் விதிக்கப்பட்டது.`,
      meta: `{cityIn} பிளாஸ்டிக் தடை அமலாக்கம்: {number} கிலோ பைகள், கோப்பைகள் பறிமுதல்; {count} வியாபாரிகளுக்கு அபராதம்; மீண்டும் மஞ்சப்பை இயக்கம்.`,
      body: [
        `{cityIn} உள்ள கடைகள், மொத்த விற்பனைக் கிடங்குகளில் {weekday} சுகாதார அலுவலர்கள் நடத்திய சோதனையில் கைப்பைகள், கோப்பைகள், தட்டுகள் உள்ளிட்ட {number} கிலோ தடை செய்யப்பட்ட ஒருமுறை பயன்படுத்தும் பிளாஸ்டிக் பொருட்கள் பறிமுதல் செய்யப்பட்டன.`,
        `{count} கடைகளிடமிருந்து மொத்தம் ரூ.{fine} ஆயிரம் அபராதம் வசூலிக்கப்பட்டது. தொடர்ந்து விதிமீறலில் ஈடுபடுவோரின் வணிக உரிமம் ரத்து செய்யப்படும் என அதிகாரிகள் எச்சரித்தனர்.`,
        `துணிப்பைகளைப் பயன்படுத்த ஊக்குவிக்கும் மாநில அரசின் ‘மீண்டும் மஞ்சப்பை’ இயக்கத்தின் ஒரு பகுதியாக இந்தச் சோதனைகள் நடத்தப்படுகின்றன. ரூ.10-க்குத் துணிப்பை வழங்கும் இயந்திரங்கள் சந்தையிலும் பேருந்து நிலையத்திலும் நிறுவப்பட்டுள்ளன.`,
        `வெளி மாவட்டங்களைச் சேர்ந்த மொத்த விநியோகஸ்தர்கள் தடை செய்யப்பட்ட பிளாஸ்டிக்கைத் தொடர்ந்து கொண்டு வருவதாகக் கூறிய வியாபாரிகள், அதன் மூலத்திலேயே நடவடிக்கை எடுக்க வேண்டும் எனக் கேட்டுக்கொண்டனர்.`,
      ],
    },
  },
  {
    key: "environment-green-mission-saplings",
    category: "environment",
    scopes: ["state"],
    tags: ["climate-change", "farmers", "agriculture"],
    nums: { number: [60, 250], count: [120, 400] },
    en: {
      title: `Green Tamil Nadu Mission: {number} lakh saplings to be planted this season`,
      summary: `The Forest Department will plant {number} lakh saplings of native species across Tamil Nadu this season as part of its plan to raise green cover to 33% of the State's area.`,
      meta: `Green Tamil Nadu Mission targets {number} lakh saplings this season: native species, {count} nurseries and free saplings for farmers.`,
      body: [
        `Tamil Nadu will plant {number} lakh saplings this season under the Green Tamil Nadu Mission, the Forest Department said on {weekday}. The mission aims to raise the State's forest and tree cover from about 24% to 33% of its geographical area.`,
        `Saplings of native species such as neem, portia, vaagai, naaval and tamarind are being raised in {count} nurseries. Farmers can get saplings free of cost for planting along field bunds under the agroforestry scheme.`,
        [
          `Schools and colleges will plant saplings on their campuses and adopt them for care.`,
          `The survival of saplings will be tracked with geo-tagged photographs.`,
          `Volunteers can register online to take part in planting drives.`,
        ],
        `Officials said the survival rate of saplings planted in earlier seasons had improved because of drip irrigation and tree guards.`,
        `Environmentalists welcomed the focus on native species but said protecting existing forests and scrublands was equally important.`,
      ],
    },
    ta: {
      title: `பசுமைத் தமிழ்நாடு இயக்கம்: இந்தப் பருவத்தில் {number} லட்சம் மரக்கன்றுகள் நட இலக்கு`,
      summary: `மாநிலத்தின் பசுமைப் பரப்பை 33 சதவீதமாக உயர்த்தும் திட்டத்தின் ஒரு பகுதியாக, இந்தப் பருவத்தில் தமிழகம் முழுவதும் {number} லட்சம் நாட்டு மரக்கன்றுகளை நட வனத் துறை திட்டமிட்டுள்ளது.`,
      meta: `பசுமைத் தமிழ்நாடு இயக்கம்: {number} லட்சம் மரக்கன்றுகள், {count} நாற்றங்கால்கள்; விவசாயிகளுக்கு இலவச மரக்கன்றுகள்.`,
      body: [
        `பசுமைத் தமிழ்நாடு இயக்கத்தின் கீழ் இந்தப் பருவத்தில் {number} லட்சம் மரக்கன்றுகள் நடப்படும் என வனத் துறை {weekday} தெரிவித்தது. மாநிலத்தின் மொத்தப் பரப்பில் தற்போது சுமார் 24 சதவீதமாக உள்ள காடு மற்றும் மரங்களின் பரப்பை 33 சதவீதமாக உயர்த்துவதே இந்த இயக்கத்தின் நோக்கம்.`,
        `வேம்பு, பூவரசு, வாகை, நாவல், புளி போன்ற நாட்டு மரக்கன்றுகள் {count} நாற்றங்கால்களில் வளர்க்கப்பட்டு வருகின்றன. வேளாண் காடுகள் திட்டத்தின் கீழ் வயல் வரப்புகளில் நடுவதற்கு விவசாயிகள் மரக்கன்றுகளை இலவசமாகப் பெறலாம்.`,
        [
          `பள்ளி, கல்லூரி வளாகங்களில் மரக்கன்றுகள் நடப்பட்டு, மாணவர்கள் அவற்றைத் தத்தெடுத்துப் பராமரிப்பர்.`,
          `நடப்பட்ட கன்றுகள் உயிர்பிழைத்திருப்பது, இருப்பிடக் குறியீட்டுடன் கூடிய புகைப்படங்கள் மூலம் கண்காணிக்கப்படும்.`,
          `மரம் நடும் நிகழ்வுகளில் பங்கேற்கத் தன்னார்வலர்கள் இணையத்தில் பதிவு செய்யலாம்.`,
        ],
        `சொட்டு நீர்ப் பாசனம், மரக் கூண்டுகள் காரணமாக முந்தைய பருவங்களில் நடப்பட்ட கன்றுகளின் உயிர்பிழைப்பு விகிதம் மேம்பட்டுள்ளதாக அதிகாரிகள் தெரிவித்தனர்.`,
        `நாட்டு மரங்களுக்கு முன்னுரிமை அளிப்பதை வரவேற்ற சுற்றுச்சூழல் ஆர்வலர்கள், ஏற்கெனவே உள்ள காடுகளையும் புதர்க்காடுகளையும் பாதுகாப்பதும் அதே அளவு முக்கியம் என்றனர்.`,
      ],
    },
  },
  {
    key: "environment-heatwave-warning",
    category: "environment",
    scopes: ["national"],
    tags: ["heatwave", "health", "climate-change"],
    nums: { count: [5, 11], temp: [42, 47] },
    en: {
      title: `Heatwave grips {count} States; IMD warns of temperatures up to {temp}°C`,
      summary: `The India Meteorological Department has issued heatwave warnings for {count} States, with maximum temperatures expected to touch {temp}°C in parts of north and central India.`,
      meta: `Heatwave alert in {count} States with temperatures up to {temp}°C: what it means for Tamil Nadu and how to stay safe.`,
      body: [
        `Heatwave conditions are likely to persist over {count} States for the next four to five days, the India Meteorological Department said on {weekday}. Maximum temperatures could touch {temp}°C in parts of Rajasthan, Uttar Pradesh and Madhya Pradesh.`,
        `In Tamil Nadu, interior districts such as Vellore, Karur and Tiruchirappalli may record temperatures two to three degrees above normal, though the sea breeze is expected to keep coastal areas slightly cooler.`,
        `## How to stay safe`,
        [
          `Avoid going out between noon and 3 pm unless necessary.`,
          `Drink water frequently even if you are not thirsty; buttermilk and tender coconut water help.`,
          `Check on elderly neighbours, and never leave children or pets in parked vehicles.`,
        ],
        `The Union Health Ministry has asked States to stock oral rehydration salts and intravenous fluids at primary health centres and to set up heatstroke rooms in district hospitals.`,
        `Scientists said heatwaves were becoming longer and more frequent, and called for heat action plans in every city, including shaded bus stops and drinking water kiosks.`,
      ],
    },
    ta: {
      title: `{count} மாநிலங்களில் வெப்ப அலை: {temp} டிகிரி செல்சியஸ் வரை வெப்பம் பதிவாகும் - வானிலை மையம் எச்சரிக்கை`,
      summary: `வட மற்றும் மத்திய இந்தியாவின் சில பகுதிகளில் வெப்பநிலை {temp} டிகிரி செல்சியஸைத் தொடக்கூடும் என்பதால், {count} மாநிலங்களுக்கு இந்திய வானிலை ஆய்வு மையம் வெப்ப அலை எச்சரிக்கை விடுத்துள்ளது.`,
      meta: `{count} மாநிலங்களுக்கு வெப்ப அலை எச்சரிக்கை: {temp} டிகிரி வரை வெப்பம்; தமிழகத்தின் நிலை என்ன, தற்காத்துக்கொள்வது எப்படி?`,
      body: [
        `அடுத்த நான்கைந்து நாட்களுக்கு {count} மாநிலங்களில் வெப்ப அலை நீடிக்கும் என இந்திய வானிலை ஆய்வு மையம் {weekday} தெரிவித்தது. ராஜஸ்தான், உத்தரப் பிரதேசம், மத்தியப் பிரதேசம் ஆகிய மாநிலங்களின் சில பகுதிகளில் அதிகபட்ச வெப்பநிலை {temp} டிகிரி செல்சியஸைத் தொடக்கூடும்.`,
        `தமிழகத்தில் வேலூர், கரூர், திருச்சிராப்பள்ளி போன்ற உள் மாவட்டங்களில் இயல்பைவிட இரண்டு முதல் மூன்று டிகிரி வரை வெப்பம் அதிகமாகப் பதிவாகலாம்; கடற்காற்று காரணமாகக் கடலோரப் பகுதிகளில் வெப்பம் சற்றுக் குறைவாக இருக்கும்.`,
        `## தற்காத்துக்கொள்வது எப்படி?`,
        [
          `அவசியமின்றி நண்பகல் 12 மணி முதல் பிற்பகல் 3 மணி வரை வெளியே செல்வதைத் தவிருங்கள்.`,
          `தாகம் இல்லாவிட்டாலும் அடிக்கடி தண்ணீர் குடியுங்கள்; மோர், இளநீர் ஆகியவை உதவும்.`,
          `அக்கம்பக்கத்தில் உள்ள முதியவர்களின் நலனை விசாரியுங்கள்; நிறுத்தியிருக்கும் வாகனங்களில் குழந்தைகளையோ செல்லப் பிராணிகளையோ விட்டுச் செல்லாதீர்கள்.`,
        ],
        `ஆரம்ப சுகாதார நிலையங்களில் உப்புச் சர்க்கரைக் கரைசல் பாக்கெட்டுகள், குளுக்கோஸ் திரவங்களை இருப்பு வைக்கவும், மாவட்ட மருத்துவமனைகளில் வெப்பத் தாக்கச் சிகிச்சைக்குத் தனி அறைகளை அமைக்கவும் மாநிலங்களை மத்திய சுகாதார அமைச்சகம் கேட்டுக்கொண்டுள்ளது.`,
        `வெப்ப அலைகள் நீண்டதாகவும் அடிக்கடியும் ஏற்படுவதாகக் கூறும் விஞ்ஞானிகள், நிழலுடன் கூடிய பேருந்து நிறுத்தங்கள், குடிநீர் மையங்கள் உள்ளிட்ட வெப்பத் தடுப்புச் செயல்திட்டங்கள் ஒவ்வொரு நகரத்துக்கும் தேவை என வலியுறுத்துகின்றனர்.`,
      ],
    },
  },
  {
    key: "environment-climate-talks",
    category: "environment",
    scopes: ["international"],
    tags: ["climate-change", "fishermen"],
    nums: { count: [150, 198], amount: [100, 300] },
    en: {
      title: `Climate talks in {place}: India pushes for {amount} billion dollars a year in climate finance`,
      summary: `Negotiators from {count} countries meeting in {place} are divided over how much rich nations should pay to help developing countries cope with climate change.`,
      meta: `Climate summit in {place}: India seeks {amount} billion dollars a year in climate finance; why it matters for coastal Tamil Nadu.`,
      body: [
        `Negotiators from {count} countries gathered in {place} on {weekday} for a fresh round of climate talks, with finance for developing nations once again the most contentious issue.`,
        `India and other developing countries have called for at least {amount} billion dollars a year from developed nations to help poorer countries cut emissions and adapt to floods, droughts and rising seas.`,
        `> "Countries that contributed least to the problem are paying the highest price. Finance is not charity; it is a responsibility," an Indian delegate told reporters.`,
        `Experts said the outcome matters for States like Tamil Nadu, whose 1,076-km coastline faces erosion, cyclones and saltwater intrusion into farmland and groundwater.`,
        `The talks are expected to continue through the week, with ministers arriving for the final days of negotiations.`,
      ],
    },
    ta: {
      title: `{placeIn} காலநிலை மாநாடு: ஆண்டுக்கு {amount} பில்லியன் டாலர் காலநிலை நிதி வேண்டும் என இந்தியா வலியுறுத்தல்`,
      summary: `{placeIn} கூடியுள்ள {count} நாடுகளின் பிரதிநிதிகள், காலநிலை மாற்றத்தை எதிர்கொள்ள வளரும் நாடுகளுக்குப் பணக்கார நாடுகள் எவ்வளவு நிதி வழங்க வேண்டும் என்பதில் கருத்து வேறுபாடு கொண்டுள்ளனர்.`,
      meta: `{placeIn} காலநிலை மாநாடு: ஆண்டுக்கு {amount} பில்லியன் டாலர் நிதி கோரும் இந்தியா; தமிழகக் கடலோரப் பகுதிகளுக்கு இது ஏன் முக்கியம்?`,
      body: [
        `புதிய சுற்றுக் காலநிலைப் பேச்சுவார்த்தைக்காக {count} நாடுகளின் பிரதிநிதிகள் {weekday} {placeIn} கூடினர். வளரும் நாடுகளுக்கான நிதியே இம்முறையும் மிகுந்த சர்ச்சைக்குரிய விவகாரமாக உள்ளது.`,
        `ஏழை நாடுகள் கரியமில வாயு உமிழ்வைக் குறைக்கவும், வெள்ளம், வறட்சி, கடல்மட்ட உயர்வு ஆகியவற்றை எதிர்கொள்ளவும் வளர்ந்த நாடுகள் ஆண்டுக்குக் குறைந்தது {amount} பில்லியன் டாலர் வழங்க வேண்டும் என இந்தியா உள்ளிட்ட வளரும் நாடுகள் வலியுறுத்தியுள்ளன.`,
        `> “இந்தப் பிரச்சினைக்குக் குறைவாகக் காரணமான நாடுகளே அதிக விலை கொடுக்கின்றன. நிதி என்பது தர்மம் அல்ல; அது கடமை” என்று இந்தியப் பிரதிநிதி ஒருவர் செய்தியாளர்களிடம் கூறினார்.`,
        `1,076 கி.மீ. நீளக் கடற்கரையைக் கொண்ட தமிழகம் கடல் அரிப்பு, புயல்கள், விளைநிலங்களிலும் நிலத்தடி நீரிலும் உப்புநீர் ஊடுருவல் போன்ற அச்சுறுத்தல்களை எதிர்கொள்வதால், இந்தப் பேச்சுவார்த்தையின் முடிவு மாநிலத்துக்கும் முக்கியமானது என நிபுணர்கள் கூறுகின்றனர்.`,
        `பேச்சுவார்த்தை இந்த வாரம் முழுவதும் தொடரும்; இறுதிக் கட்டப் பேச்சுவார்த்தையில் பங்கேற்க அமைச்சர்கள் வருகை தரவுள்ளனர்.`,
      ],
    },
  },
  {
    key: "environment-elephant-crop-raid",
    category: "environment",
    scopes: ["state"],
    tags: ["wildlife", "farmers"],
    nums: { count: [6, 22], number: [3, 25] },
    picks: {
      forestTown: [
        { en: "Hosur", ta: "ஓசூர்" },
        { en: "Pollachi", ta: "பொள்ளாச்சி" },
        { en: "Gudalur", ta: "கூடலூர்" },
        { en: "Sathyamangalam", ta: "சத்தியமங்கலம்" },
        { en: "Mettupalayam", ta: "மேட்டுப்பாளையம்" },
        { en: "Gudiyatham", ta: "குடியாத்தம்" },
        { en: "Thondamuthur", ta: "தொண்டாமுத்தூர்" },
      ],
    },
    en: {
      title: `Herd of {count} elephants raids crops near {forestTown}; farmers demand trenches, solar fences`,
      summary: `A herd of {count} wild elephants damaged banana and sugarcane crops on about {number} acres near {forestTown}, prompting farmers to demand stronger barriers along the forest edge.`,
      meta: `Human-elephant conflict near {forestTown}: a herd of {count} elephants damages crops on {number} acres; anti-depredation squads deployed.`,
      body: [
        `A herd of {count} wild elephants strayed out of the reserve forest near {forestTown} on {weekday} night and damaged banana, sugarcane and coconut crops on about {number} acres before returning at dawn.`,
        `Forest Department staff and anti-depredation squads used crackers and searchlights to drive the herd back. No one was hurt, but residents of nearby hamlets stayed awake through the night.`,
        `Farmers said elephants had been raiding crops almost every week since the forest streams dried up. They demanded deeper elephant-proof trenches, solar-powered fences and faster compensation.`,
        `Forest officials said compensation would be assessed after a field inspection, and advised villagers not to approach the animals or try to photograph them.`,
      ],
    },
    ta: {
      title: `{forestTown} அருகே {count} யானைகள் கொண்ட கூட்டம் பயிர்களைச் சேதப்படுத்தியது: அகழி, சூரிய மின்வேலி அமைக்க விவசாயிகள் கோரிக்கை`,
      summary: `{forestTown} அருகே {count} காட்டு யானைகள் கொண்ட கூட்டம் சுமார் {number} ஏக்கர் பரப்பிலான வாழை, கரும்புப் பயிர்களைச் சேதப்படுத்தியது; வன எல்லையில் வலுவான தடுப்புகள் வேண்டும் என விவசாயிகள் வலியுறுத்துகின்றனர்.`,
      meta: `{forestTown} அருகே மனித-யானை மோதல்: {count} யானைகள் {number} ஏக்கர் பயிர்களைச் சேதப்படுத்தின; வனத் துறையின் விரட்டும் குழுக்கள் களத்தில்.`,
      body: [
        `{forestTown} அருகே உள்ள காப்புக் காட்டிலிருந்து {weekday} இரவு வெளியேறிய {count} காட்டு யானைகள் கொண்ட கூட்டம், சுமார் {number} ஏக்கர் பரப்பில் வாழை, கரும்பு, தென்னைப் பயிர்களைச் சேதப்படுத்திவிட்டு விடியற்காலையில் காட்டுக்குத் திரும்பியது.`,
        `வனத் துறை ஊழியர்களும் யானை விரட்டும் குழுவினரும் பட்டாசு வெடித்தும், தேடல் விளக்குகளைப் பயன்படுத்தியும் யானைகளைக் காட்டுக்குள் விரட்டினர். யாருக்கும் காயம் ஏற்படவில்லை; ஆனால் அருகிலுள்ள குக்கிராமங்களின் மக்கள் இரவு முழுவதும் தூங்காமல் விழித்திருந்தனர்.`,
        `காட்டு ஓடைகள் வறண்டதிலிருந்து கிட்டத்தட்ட ஒவ்வொரு வாரமும் யானைகள் பயிர்களைச் சேதப்படுத்தி வருவதாக விவசாயிகள் தெரிவித்தனர். ஆழமான யானைத் தடுப்பு அகழிகள், சூரிய மின்வேலிகள் அமைக்கவும், இழப்பீட்டை விரைவாக வழங்கவும் அவர்கள் கோரிக்கை விடுத்தனர்.`,
        `கள ஆய்வுக்குப் பிறகு இழப்பீடு மதிப்பிடப்படும் எனத் தெரிவித்த வனத் துறை அதிகாரிகள், யானைகளை நெருங்கவோ புகைப்படம் எடுக்க முயலவோ வேண்டாம் எனக் கிராம மக்களுக்கு அறிவுறுத்தினர்.`,
      ],
    },
  },
];

const SCIENCE: StoryTemplate[] = [
  {
    key: "science-pslv-launch",
    category: "science",
    scopes: ["national"],
    tags: ["isro", "space", "technology"],
    nums: { count: [3, 16], number: [350, 1800], orbit: [500, 750] },
    en: {
      title: `ISRO's PSLV to launch earth observation satellite and {count} co-passengers from Sriharikota`,
      summary: `The Indian Space Research Organisation will launch an earth observation satellite weighing about {number} kg, along with {count} smaller satellites, from Sriharikota this week.`,
      meta: `ISRO PSLV launch from Sriharikota: a {number}-kg earth observation satellite and {count} co-passenger satellites; how to watch the launch.`,
      body: [
        `The Indian Space Research Organisation (ISRO) said on {weekday} that its Polar Satellite Launch Vehicle would place an earth observation satellite weighing about {number} kg in a sun-synchronous orbit about {orbit} km above the Earth.`,
        `The rocket will also carry {count} smaller satellites, including some built by start-ups and university students. Two of them have been developed by engineering colleges in Tamil Nadu.`,
        `The main satellite's imaging sensors will help in crop assessment, flood mapping and coastal monitoring. Data from earlier missions in the series have been used to map waterbodies and assess cyclone damage.`,
        `The launch can be watched from the viewing gallery at Sriharikota after online registration, and ISRO will stream it live on its website and social media channels.`,
      ],
    },
    ta: {
      title: `புவி கண்காணிப்புச் செயற்கைக்கோளுடன் மேலும் {count} செயற்கைக்கோள்கள்: ஸ்ரீஹரிகோட்டாவிலிருந்து ஏவுகிறது இஸ்ரோ`,
      summary: `சுமார் {number} கிலோ எடையுள்ள புவி கண்காணிப்புச் செயற்கைக்கோளையும், {count} சிறிய செயற்கைக்கோள்களையும் இந்த வாரம் ஸ்ரீஹரிகோட்டாவிலிருந்து இந்திய விண்வெளி ஆராய்ச்சி நிறுவனம் ஏவுகிறது.`,
      meta: `ஸ்ரீஹரிகோட்டாவிலிருந்து பி.எஸ்.எல்.வி. ஏவுதல்: {number} கிலோ புவி கண்காணிப்புச் செயற்கைக்கோள், {count} துணைச் செயற்கைக்கோள்கள்; நேரலையில் காண்பது எப்படி?`,
      body: [
        `சுமார் {number} கிலோ எடையுள்ள புவி கண்காணிப்புச் செயற்கைக்கோளை, பூமியிலிருந்து சுமார் {orbit} கி.மீ. உயரத்தில் உள்ள சூரிய ஒத்திசைவுச் சுற்றுப்பாதையில் பி.எஸ்.எல்.வி. ராக்கெட் நிலைநிறுத்தும் என இந்திய விண்வெளி ஆராய்ச்சி நிறுவனம் (இஸ்ரோ) {weekday} தெரிவித்தது.`,
        `ஸ்டார்ட்அப் நிறுவனங்களும் பல்கலைக்கழக மாணவர்களும் உருவாக்கியவை உள்பட {count} சிறிய செயற்கைக்கோள்களையும் இந்த ராக்கெட் சுமந்து செல்கிறது. அவற்றில் இரண்டு, தமிழகப் பொறியியல் கல்லூரிகளால் உருவாக்கப்பட்டவை.`,
        `முதன்மைச் செயற்கைக்கோளில் உள்ள படமெடுக்கும் கருவிகள் பயிர் மதிப்பீடு, வெள்ளப் பாதிப்பு வரைபடம், கடலோரக் கண்காணிப்பு ஆகியவற்றுக்கு உதவும். இந்த வரிசையின் முந்தைய செயற்கைக்கோள்களின் தரவுகள் நீர்நிலைகளை வரைபடமாக்கவும், புயல் சேதத்தை மதிப்பிடவும் பயன்படுத்தப்பட்டுள்ளன.`,
        `இணையத்தில் முன்பதிவு செய்து ஸ்ரீஹரிகோட்டா பார்வையாளர் மாடத்திலிருந்து ஏவுதலை நேரில் காணலாம்; இஸ்ரோ இணையதளத்திலும் சமூக வலைதளப் பக்கங்களிலும் நேரலை ஒளிபரப்பு செய்யப்படும்.`,
      ],
    },
  },
  {
    key: "science-student-air-sensor",
    category: "science",
    scopes: ["city"],
    tags: ["pollution", "technology", "startups"],
    nums: { amount: [1800, 4500], count: [4, 9], number: [20, 60] },
    en: {
      title: `{city} college students build air quality sensor for under Rs {amount}`,
      summary: `A team of {count} engineering students in {city} has built a low-cost sensor that measures dust and gas levels and sends readings to a mobile app every minute.`,
      meta: `{city} students develop an air quality monitor costing under Rs {amount}; {number} units to be installed near schools and junctions.`,
      body: [
        `A team of {count} final-year engineering students from a college in {city} has developed an air quality sensor that costs less than Rs {amount} to build, a fraction of the price of commercial monitors.`,
        `The palm-sized device measures fine dust particles, carbon monoxide, temperature and humidity, and uploads readings to a mobile app every minute. It runs on a small solar panel and a rechargeable battery.`,
        `> "We wanted people to see what they are breathing at their own street corner, not just a city average," said {person}, one of the students.`,
        `The local body has agreed to install {number} units near schools, bus stands and busy junctions on a trial basis. The readings will be displayed on a public dashboard.`,
        `Faculty members said the team had applied for a patent and was in talks with a start-up incubator to produce the device at scale.`,
      ],
    },
    ta: {
      title: `ரூ.{amount}-க்கும் குறைவான செலவில் காற்றின் தரம் அளக்கும் கருவி: {city} கல்லூரி மாணவர்கள் அசத்தல்`,
      summary: `{cityIn} உள்ள பொறியியல் கல்லூரியைச் சேர்ந்த {count} மாணவர்கள், தூசு மற்றும் வாயுக்களின் அளவை அளந்து ஒவ்வொரு நிமிடமும் கைப்பேசி செயலிக்கு அனுப்பும் குறைந்த விலைக் கருவியை உருவாக்கியுள்ளனர்.`,
      meta: `{city} மாணவர்கள் உருவாக்கிய ரூ.{amount}-க்கும் குறைவான விலையிலான காற்றுத் தரக் கருவி; பள்ளிகள், சந்திப்புகள் அருகே {number} கருவிகள் பொருத்தப்படும்.`,
      body: [
        `{cityIn} உள்ள ஒரு கல்லூரியின் இறுதியாண்டுப் பொறியியல் மாணவர்கள் {count} பேர் கொண்ட குழு, ரூ.{amount}-க்கும் குறைவான செலவில் காற்றின் தரத்தை அளக்கும் கருவியை உருவாக்கியுள்ளது. சந்தையில் கிடைக்கும் கருவிகளின் விலையில் இது ஒரு சிறு பகுதியே.`,
        `உள்ளங்கை அளவிலான இந்தக் கருவி நுண்தூசுத் துகள்கள், கார்பன் மோனாக்சைடு, வெப்பநிலை, ஈரப்பதம் ஆகியவற்றை அளந்து, ஒவ்வொரு நிமிடமும் கைப்பேசி செயலியில் பதிவேற்றுகிறது. சிறிய சூரியத் தகடு, மறுமின்னேற்றம் செய்யக்கூடிய பேட்டரி மூலம் இது இயங்குகிறது.`,
        `> “நகரத்தின் சராசரி அளவை மட்டுமல்ல, தங்கள் தெருமுனையில் எதைச் சுவாசிக்கிறோம் என்பதையும் மக்கள் தெரிந்துகொள்ள வேண்டும் என நினைத்தோம்” என்று அக்குழுவைச் சேர்ந்த மாணவர் {person} கூறினார்.`,
        `பள்ளிகள், பேருந்து நிலையங்கள், போக்குவரத்து மிகுந்த சந்திப்புகள் அருகே சோதனை அடிப்படையில் {number} கருவிகளைப் பொருத்த உள்ளாட்சி நிர்வாகம் ஒப்புக்கொண்டுள்ளது. அளவீடுகள் பொதுமக்கள் பார்வைக்கான இணையப் பலகையில் வெளியிடப்படும்.`,
        `இக்கருவிக்குக் காப்புரிமை கோரி மாணவர்கள் விண்ணப்பித்துள்ளதாகவும், பெரிய அளவில் தயாரிப்பது குறித்து ஸ்டார்ட்அப் ஊக்குவிப்பு மையம் ஒன்றுடன் பேச்சுவார்த்தை நடைபெறுவதாகவும் பேராசிரியர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "science-keeladi-excavation",
    category: "science",
    scopes: ["state"],
    tags: ["archaeology", "heritage"],
    nums: { number: [180, 1400], count: [8, 14], phase: [10, 12] },
    en: {
      title: `Keeladi excavation: {number} artefacts unearthed in {phase}th phase`,
      summary: `The State Department of Archaeology has unearthed {number} artefacts, including potsherds inscribed in Tamil-Brahmi and terracotta figurines, in the latest phase of excavation at Keeladi.`,
      meta: `Keeladi {phase}th phase excavation: {number} artefacts from {count} trenches, Tamil-Brahmi potsherds and a brick structure; the findings explained.`,
      body: [
        `The Tamil Nadu State Department of Archaeology said on {weekday} that {number} artefacts had been unearthed from {count} trenches during the {phase}th phase of excavation at Keeladi near Madurai.`,
        `The finds include potsherds inscribed with Tamil-Brahmi letters, terracotta figurines, spindle whorls, glass beads and a well-laid brick structure that archaeologists believe was part of a workshop.`,
        `## Why Keeladi matters`,
        `Earlier phases at the site on the banks of the Vaigai yielded evidence of an urban settlement more than 2,500 years old, pushing back the timeline of literacy and urbanisation in the Tamil region.`,
        `Samples will be sent for carbon dating, and selected artefacts will be displayed at the Keeladi site museum, which has drawn lakhs of visitors since it opened.`,
      ],
    },
    ta: {
      title: `கீழடி {phase}-ஆம் கட்ட அகழாய்வு: {number} தொல்பொருட்கள் கண்டெடுப்பு`,
      summary: `கீழடியில் நடைபெற்று வரும் அண்மைக் கட்ட அகழாய்வில் தமிழ்-பிராமி எழுத்துகள் பொறித்த பானை ஓடுகள், சுடுமண் உருவங்கள் உள்பட {number} தொல்பொருட்களை மாநிலத் தொல்லியல் துறை கண்டெடுத்துள்ளது.`,
      meta: `கீழடி {phase}-ஆம் கட்ட அகழாய்வு: {count} குழிகளில் {number} தொல்பொருட்கள், தமிழ்-பிராமி பானை ஓடுகள், செங்கல் கட்டுமானம் கண்டெடுப்பு.`,
      body: [
        `மதுரை அருகே உள்ள கீழடியில் நடைபெற்று வரும் {phase}-ஆம் கட்ட அகழாய்வில், {count} குழிகளிலிருந்து {number} தொல்பொருட்கள் கண்டெடுக்கப்பட்டுள்ளதாகத் தமிழ்நாடு மாநிலத் தொல்லியல் துறை {weekday} தெரிவித்தது.`,
        `தமிழ்-பிராமி எழுத்துகள் பொறித்த பானை ஓடுகள், சுடுமண் உருவங்கள், நூல் நூற்கும் தக்களிகள், கண்ணாடி மணிகள் ஆகியவற்றுடன், பட்டறையின் ஒரு பகுதியாக இருந்திருக்கலாம் எனக் கருதப்படும் முறையாக அடுக்கப்பட்ட செங்கல் கட்டுமானமும் கண்டறியப்பட்டுள்ளது.`,
        `## கீழடி ஏன் முக்கியம்?`,
        `வைகை ஆற்றங்கரையில் உள்ள இந்த இடத்தில் முந்தைய கட்டங்களில் நடைபெற்ற அகழாய்வுகள், 2,500 ஆண்டுகளுக்கும் முற்பட்ட நகர நாகரிகம் இருந்ததற்கான சான்றுகளை வெளிப்படுத்தின. இதன் மூலம் தமிழ் நிலத்தில் எழுத்தறிவு, நகரமயமாக்கலின் காலம் மேலும் பின்னோக்கிச் சென்றது.`,
        `மாதிரிகள் கரிமக் காலக்கணிப்பு ஆய்வுக்கு அனுப்பப்படும்; தேர்ந்தெடுக்கப்பட்ட தொல்பொருட்கள் கீழடி அருங்காட்சியகத்தில் காட்சிப்படுத்தப்படும். திறக்கப்பட்டது முதல் இந்த அருங்காட்சியகத்துக்கு லட்சக்கணக்கானோர் வருகை தந்துள்ளனர்.`,
      ],
    },
  },
  {
    key: "science-antibiotic-discovery",
    category: "science",
    scopes: ["international"],
    tags: ["health", "tamil-diaspora"],
    nums: { count: [8, 30] },
    picks: {
      scientist: [
        { en: "Dr. Kavya Raman", ta: "முனைவர் காவ்யா ராமன்" },
        { en: "Dr. Arjun Sekar", ta: "முனைவர் அர்ஜுன் சேகர்" },
        { en: "Dr. Nila Jayakumar", ta: "முனைவர் நிலா ஜெயக்குமார்" },
        { en: "Dr. Vasanth Subramaniam", ta: "முனைவர் வசந்த் சுப்பிரமணியம்" },
        { en: "Dr. Meera Natarajan", ta: "முனைவர் மீரா நடராஜன்" },
      ],
    },
    en: {
      title: `Scientist from {city} leads team in {place} that finds new antibiotic in soil bacteria`,
      summary: `{scientist}, who grew up in {city}, led a {count}-member research team in {place} that identified a compound able to kill drug-resistant bacteria.`,
      meta: `Tamil scientist {scientist} from {city} leads a research team in {place} that has found a new antibiotic compound against drug-resistant germs.`,
      body: [
        `A research team in {place} led by {scientist}, who grew up in {city}, has identified a new compound produced by soil bacteria that can kill several drug-resistant germs. The findings were published on {weekday} in a leading scientific journal.`,
        `The {count}-member team screened thousands of soil samples and found that the compound breaks down the outer wall of bacteria in a way existing antibiotics do not. Laboratory tests showed it worked against strains that cause hospital infections.`,
        `> "I studied in a government-aided school in {city}, where our science teacher let us grow bacteria in the school lab. That curiosity has stayed with me," {scientist} said in an interview.`,
        `Scientists cautioned that the compound must go through years of safety testing and clinical trials before it can become a medicine.`,
        `Doctors in Tamil Nadu welcomed the research, noting that antimicrobial resistance is a growing problem in Indian hospitals because of the overuse of antibiotics.`,
      ],
    },
    ta: {
      title: `மண் பாக்டீரியாவில் புதிய நுண்ணுயிர்க்கொல்லி: {placeIn} ஆய்வுக் குழுவை வழிநடத்திய {cityNative} விஞ்ஞானி`,
      summary: `{cityIn} வளர்ந்த {scientist} தலைமையில் {placeIn} செயல்படும் {count} பேர் கொண்ட ஆய்வுக் குழு, மருந்துகளுக்குக் கட்டுப்படாத பாக்டீரியாக்களை அழிக்கும் புதிய சேர்மத்தைக் கண்டறிந்துள்ளது.`,
      meta: `{cityNative} தமிழ் விஞ்ஞானி {scientist} தலைமையிலான {placeIn} உள்ள ஆய்வுக் குழு, மருந்து எதிர்ப்புக் கிருமிகளுக்கு எதிரான புதிய நுண்ணுயிர்க்கொல்லியைக் கண்டறிந்தது.`,
      body: [
        `{cityIn} வளர்ந்த {scientist} தலைமையில் {placeIn} செயல்படும் ஆய்வுக் குழு, மண்ணில் வாழும் பாக்டீரியாக்கள் உற்பத்தி செய்யும், பல மருந்து எதிர்ப்புக் கிருமிகளை அழிக்கக்கூடிய புதிய சேர்மத்தைக் கண்டறிந்துள்ளது. இந்த ஆய்வு முடிவுகள் முன்னணி அறிவியல் இதழ் ஒன்றில் {weekday} வெளியாகின.`,
        `{count} பேர் கொண்ட இந்தக் குழு ஆயிரக்கணக்கான மண் மாதிரிகளை ஆய்வு செய்தது. தற்போதுள்ள நுண்ணுயிர்க்கொல்லிகள் செயல்படாத வகையில், இந்தச் சேர்மம் பாக்டீரியாவின் வெளிச்சுவரைச் சிதைப்பது கண்டறியப்பட்டது. மருத்துவமனைகளில் தொற்றை ஏற்படுத்தும் கிருமி வகைகளுக்கு எதிராகவும் இது பலனளித்ததை ஆய்வகச் சோதனைகள் காட்டின.`,
        `> “{cityIn} உள்ள அரசு உதவிபெறும் பள்ளியில் படித்தேன். அங்கு எங்கள் அறிவியல் ஆசிரியர் பள்ளி ஆய்வகத்திலேயே பாக்டீரியா வளர்க்க அனுமதித்தார். அந்த ஆர்வம்தான் இன்றும் என்னை வழிநடத்துகிறது” என்று {scientist} ஒரு பேட்டியில் கூறினார்.`,
        `இந்தச் சேர்மம் மருந்தாக மாறப் பல ஆண்டுகள் பாதுகாப்புச் சோதனைகளையும் மருத்துவப் பரிசோதனைகளையும் கடக்க வேண்டும் என விஞ்ஞானிகள் எச்சரிக்கின்றனர்.`,
        `நுண்ணுயிர்க்கொல்லிகளின் அளவுக்கு மீறிய பயன்பாட்டால் இந்திய மருத்துவமனைகளில் மருந்து எதிர்ப்புத் திறன் வளர்ந்து வரும் பிரச்சினையாக உள்ளதைச் சுட்டிக்காட்டிய தமிழக மருத்துவர்கள், இந்த ஆய்வை வரவேற்றுள்ளனர்.`,
      ],
    },
  },
  {
    key: "science-student-exhibition",
    category: "science",
    scopes: ["city"],
    tags: ["schools", "technology"],
    nums: { number: [1500, 9000], count: [80, 320], best: [5, 12] },
    en: {
      title: `{count} models, {number} visitors: students' science exhibition in {city} a hit`,
      summary: `A district-level science exhibition held {venueAt} in {city} featured {count} working models by school students, from rainwater filters to solar-powered weeders.`,
      meta: `{city} science exhibition: {count} student projects and {number} visitors; the best models go to the State-level contest.`,
      body: [
        `A two-day district-level science exhibition for school students concluded {venueAt} in {city} on {weekday}, with about {number} visitors viewing {count} working models.`,
        `Projects ranged from a solar-powered weeder and a low-cost drip irrigation kit to a gas leak alarm and an app that tells farmers when to irrigate using soil moisture readings.`,
        [
          `First prize: a street light that switches on only when someone passes by.`,
          `Second prize: a rainwater filter made with sand, charcoal and coconut fibre.`,
          `Third prize: a helmet sensor that stops a two-wheeler from starting if the rider is not wearing one.`,
        ],
        `The best {best} models will represent the district at the State-level exhibition. Judges said many projects addressed problems faced by the students' own families.`,
        `{official}, who gave away the prizes, urged teachers to encourage girls and students from rural schools to take part in larger numbers.`,
      ],
    },
    ta: {
      title: `{count} மாதிரிகள், {number} பார்வையாளர்கள்: {cityIn} மாணவர் அறிவியல் கண்காட்சிக்கு அமோக வரவேற்பு`,
      summary: `{city} {venueAt} நடைபெற்ற மாவட்ட அளவிலான அறிவியல் கண்காட்சியில், மழைநீர் வடிகட்டி முதல் சூரிய சக்தியில் இயங்கும் களையெடுக்கும் கருவி வரை பள்ளி மாணவர்களின் {count} செயல்படும் மாதிரிகள் இடம்பெற்றன.`,
      meta: `{city} அறிவியல் கண்காட்சி: மாணவர்களின் {count} படைப்புகள், {number} பார்வையாளர்கள்; சிறந்த மாதிரிகள் மாநிலப் போட்டிக்குத் தேர்வு.`,
      body: [
        `பள்ளி மாணவர்களுக்கான இரண்டு நாள் மாவட்ட அளவிலான அறிவியல் கண்காட்சி {city} {venueAt} {weekday} நிறைவடைந்தது. சுமார் {number} பார்வையாளர்கள் {count} செயல்படும் மாதிரிகளைப் பார்வையிட்டனர்.`,
        `சூரிய சக்தியில் இயங்கும் களையெடுக்கும் கருவி, குறைந்த செலவிலான சொட்டு நீர்ப் பாசனத் தொகுப்பு, எரிவாயுக் கசிவு எச்சரிக்கைக் கருவி, மண்ணின் ஈரப்பதத்தை அளந்து எப்போது நீர் பாய்ச்ச வேண்டும் என விவசாயிகளுக்குச் சொல்லும் செயலி எனப் பல்வேறு படைப்புகள் இடம்பெற்றன.`,
        [
          `முதல் பரிசு: யாராவது கடந்து செல்லும்போது மட்டும் எரியும் தானியங்கித் தெருவிளக்கு.`,
          `இரண்டாம் பரிசு: மணல், கரி, தேங்காய் நார் கொண்டு உருவாக்கப்பட்ட மழைநீர் வடிகட்டி.`,
          `மூன்றாம் பரிசு: தலைக்கவசம் அணியாவிட்டால் இருசக்கர வாகனத்தை இயங்கவிடாமல் தடுக்கும் உணரி.`,
        ],
        `சிறந்த {best} மாதிரிகள் மாநில அளவிலான கண்காட்சியில் மாவட்டத்தின் சார்பில் பங்கேற்கும். பல படைப்புகள் மாணவர்களின் சொந்தக் குடும்பங்கள் எதிர்கொள்ளும் பிரச்சினைகளுக்குத் தீர்வு காண்பதாக இருந்தன என நடுவர்கள் தெரிவித்தனர்.`,
        `பரிசுகளை வழங்கிய {official}, மாணவிகளும் கிராமப்புறப் பள்ளி மாணவர்களும் அதிக எண்ணிக்கையில் பங்கேற்க ஆசிரியர்கள் ஊக்குவிக்க வேண்டும் எனக் கேட்டுக்கொண்டார்.`,
      ],
    },
  },
  {
    key: "science-iitm-anaemia-device",
    category: "science",
    scopes: ["state"],
    tags: ["health", "technology", "women"],
    nums: { amount: [250, 900], number: [2000, 8000], percent: [90, 96] },
    en: {
      title: `IIT Madras develops Rs {amount} device to detect anaemia without a blood test`,
      summary: `Researchers at IIT Madras have built a handheld device that estimates haemoglobin levels in seconds using light; it was {percent}% accurate in field trials.`,
      meta: `IIT Madras needle-free anaemia screening device: about Rs {amount} a unit, {percent}% accurate in trials on {number} people; rollout in health centres planned.`,
      body: [
        `Researchers at the Indian Institute of Technology Madras have developed a handheld device that estimates haemoglobin levels by shining light through a fingertip, removing the need for a needle prick. The institute announced the results on {weekday}.`,
        `In field trials on {number} people at primary health centres, the readings matched laboratory tests {percent}% of the time. Each device is expected to cost about Rs {amount} when made in large numbers.`,
        `Anaemia affects more than half of women and children in many parts of India. Doctors said a quick, painless test would help village health nurses screen pregnant women and schoolchildren more often.`,
        `The team is working with the State Health Department to use the device in government health centres and has licensed the technology to a start-up incubated at the IIT Madras Research Park.`,
      ],
    },
    ta: {
      title: `ரத்தப் பரிசோதனை இல்லாமல் ரத்தசோகையைக் கண்டறியும் ரூ.{amount} கருவி: சென்னை ஐ.ஐ.டி. உருவாக்கம்`,
      summary: `ஒளியைப் பயன்படுத்தி சில நொடிகளில் ஹீமோகுளோபின் அளவைக் கணிக்கும் கையடக்கக் கருவியைச் சென்னை ஐ.ஐ.டி. ஆய்வாளர்கள் உருவாக்கியுள்ளனர்; களச் சோதனைகளில் இது {percent}% துல்லியமாகச் செயல்பட்டது.`,
      meta: `ஊசி இன்றி ரத்தசோகையைக் கண்டறியும் சென்னை ஐ.ஐ.டி. கருவி: சுமார் ரூ.{amount} விலை, {number} பேரிடம் நடத்திய சோதனையில் {percent}% துல்லியம்.`,
      body: [
        `விரல் நுனி வழியாக ஒளியைச் செலுத்தி ஹீமோகுளோபின் அளவைக் கணிக்கும் கையடக்கக் கருவியைச் சென்னை இந்தியத் தொழில்நுட்பக் கழக (ஐ.ஐ.டி.) ஆய்வாளர்கள் உருவாக்கியுள்ளனர். இதனால் ஊசி குத்தி ரத்தம் எடுக்க வேண்டிய அவசியம் இல்லை. இந்த ஆய்வு முடிவுகளை ஐ.ஐ.டி. {weekday} அறிவித்தது.`,
        `ஆரம்ப சுகாதார நிலையங்களில் {number} பேரிடம் நடத்தப்பட்ட களச் சோதனைகளில், இக்கருவியின் அளவீடுகள் {percent}% ஆய்வகப் பரிசோதனை முடிவுகளுடன் ஒத்துப்போயின. பெருமளவில் தயாரிக்கப்படும்போது ஒரு கருவியின் விலை சுமார் ரூ.{amount} ஆக இருக்கும் என எதிர்பார்க்கப்படுகிறது.`,
        `இந்தியாவின் பல பகுதிகளில் பாதிக்கும் மேற்பட்ட பெண்களும் குழந்தைகளும் ரத்தசோகையால் பாதிக்கப்பட்டுள்ளனர். விரைவான, வலியற்ற இந்தப் பரிசோதனை மூலம் கிராம சுகாதார செவிலியர்கள் கர்ப்பிணிகளையும் பள்ளிக் குழந்தைகளையும் அடிக்கடி பரிசோதிக்க முடியும் என மருத்துவர்கள் தெரிவித்தனர்.`,
        `அரசு சுகாதார நிலையங்களில் இக்கருவியைப் பயன்படுத்த மாநில சுகாதாரத் துறையுடன் இணைந்து ஆய்வுக் குழு செயல்பட்டு வருகிறது; ஐ.ஐ.டி. ஆராய்ச்சிப் பூங்காவில் உருவான ஸ்டார்ட்அப் நிறுவனத்துக்கு இந்தத் தொழில்நுட்பத்துக்கான உரிமம் வழங்கப்பட்டுள்ளது.`,
      ],
    },
  },
];

const ECONOMICS: StoryTemplate[] = [
  {
    key: "economics-gold-price",
    category: "economics",
    scopes: ["state"],
    tags: ["gold-price"],
    nums: { rise: [80, 640], price: [52000, 74000], silver: [88, 112] },
    en: {
      title: `Gold price up by Rs {rise} a sovereign in Chennai; now at Rs {price}`,
      summary: `The price of 22-carat ornamental gold rose by Rs {rise} a sovereign in Chennai on {weekday}, driven by global cues and a weaker rupee.`,
      meta: `Gold rate today in Chennai: 22-carat gold up Rs {rise} to Rs {price} a sovereign; silver at Rs {silver} a gram. Why prices are rising.`,
      body: [
        `The price of 22-carat ornamental gold in Chennai rose by Rs {rise} a sovereign (8 grams) on {weekday} to Rs {price}, according to rates published by jewellers' associations. Silver was sold at Rs {silver} a gram.`,
        `Traders attributed the rise to higher prices in international markets, where investors have turned to gold amid uncertainty over interest rates and global growth, and to the weakening of the rupee against the dollar.`,
        `> "Families who had planned to buy for weddings are now buying in smaller quantities or exchanging old jewellery," said {person}, a jeweller in T. Nagar.`,
        `Analysts advised buyers to avoid panic purchases and to consider buying in stages. Gold bonds and gold funds remain options for those buying purely as an investment.`,
        `Prices are revised every morning and can vary slightly between cities depending on local taxes and making charges.`,
      ],
    },
    ta: {
      title: `சென்னையில் தங்கம் விலை பவுனுக்கு ரூ.{rise} உயர்வு; ஒரு பவுன் ரூ.{price}`,
      summary: `சர்வதேசச் சந்தை நிலவரம், ரூபாய் மதிப்புச் சரிவு காரணமாகச் சென்னையில் 22 காரட் ஆபரணத் தங்கத்தின் விலை {weekday} பவுனுக்கு ரூ.{rise} உயர்ந்தது.`,
      meta: `இன்றைய தங்கம் விலை: சென்னையில் 22 காரட் தங்கம் பவுனுக்கு ரூ.{rise} உயர்ந்து ரூ.{price}; வெள்ளி கிராம் ரூ.{silver}. விலை உயர்வுக்குக் காரணம் என்ன?`,
      body: [
        `சென்னையில் 22 காரட் ஆபரணத் தங்கத்தின் விலை {weekday} பவுனுக்கு (8 கிராம்) ரூ.{rise} உயர்ந்து ரூ.{price}-க்கு விற்பனையானது என நகை வியாபாரிகள் சங்கம் வெளியிட்ட விலைப் பட்டியல் தெரிவிக்கிறது. வெள்ளி ஒரு கிராம் ரூ.{silver}-க்கு விற்கப்பட்டது.`,
        `வட்டி விகிதங்கள், உலகப் பொருளாதார வளர்ச்சி குறித்த நிச்சயமற்ற சூழலில் முதலீட்டாளர்கள் தங்கத்தை நோக்கித் திரும்பியுள்ளதால் சர்வதேசச் சந்தையில் விலை உயர்ந்துள்ளதும், டாலருக்கு நிகரான ரூபாயின் மதிப்பு சரிந்துள்ளதுமே இந்த உயர்வுக்குக் காரணம் என வியாபாரிகள் தெரிவிக்கின்றனர்.`,
        `> “திருமணத்துக்காக நகை வாங்கத் திட்டமிட்டிருந்த குடும்பங்கள் இப்போது குறைந்த அளவில் வாங்குகின்றனர் அல்லது பழைய நகைகளை மாற்றுகின்றனர்” என்று தி.நகரைச் சேர்ந்த நகை வியாபாரி {person} கூறினார்.`,
        `பதற்றத்தில் அவசரமாக வாங்குவதைத் தவிர்த்து, கட்டம் கட்டமாக வாங்குவது நல்லது எனச் சந்தை நிபுணர்கள் அறிவுறுத்துகின்றனர். முதலீட்டுக்காக மட்டுமே வாங்குவோருக்குத் தங்கப் பத்திரங்கள், தங்க நிதித் திட்டங்கள் போன்ற வாய்ப்புகளும் உள்ளன.`,
        `தங்கத்தின் விலை தினமும் காலையில் மாற்றியமைக்கப்படுகிறது; உள்ளூர் வரிகள், செய்கூலி ஆகியவற்றைப் பொறுத்து நகரத்துக்கு நகரம் சற்று மாறுபடலாம்.`,
      ],
    },
  },
  {
    key: "economics-vegetable-prices",
    category: "economics",
    scopes: ["city"],
    tags: ["farmers", "food", "rain"],
    nums: { price: [60, 160], old: [20, 40] },
    picks: {
      veg: [
        { en: "Tomato", ta: "தக்காளி", enLower: "tomato", taLower: "தக்காளி" },
        { en: "Small onion", ta: "சின்ன வெங்காயம்", enLower: "small onion", taLower: "சின்ன வெங்காயம்" },
        { en: "Beans", ta: "பீன்ஸ்", enLower: "beans", taLower: "பீன்ஸ்" },
        { en: "Drumstick", ta: "முருங்கைக்காய்", enLower: "drumstick", taLower: "முருங்கைக்காய்" },
      ],
      woman: WOMEN,
    },
    en: {
      title: `{veg} prices soar to Rs {price} a kg at {city} market`,
      summary: `Retail prices of {vegLower} at {city} market have climbed to Rs {price} a kg from about Rs {old} a month ago, as rain damaged crops and cut arrivals.`,
      meta: `{city} vegetable prices: {vegLower} at Rs {price} a kg, up from Rs {old}; low arrivals from farms behind the spike.`,
      body: [
        `The retail price of {vegLower} at {city} market touched Rs {price} a kg on {weekday}, up from about Rs {old} a kg a month ago. Wholesale traders said daily arrivals had fallen to less than half of normal.`,
        `Unseasonal rain in the main growing areas damaged standing crops and delayed the harvest, while transport costs have also risen, traders said.`,
        `> "I used to buy a kilo at a time. Now I buy a quarter kilo and manage," said {woman}, a homemaker shopping at the market.`,
        `The Cooperation Department has begun selling vegetables at lower prices through farm fresh outlets and ration shops in select areas to ease the burden on households.`,
        `Traders expect prices to stabilise in two to three weeks once fresh arrivals from other States pick up.`,
      ],
    },
    ta: {
      title: `{city} சந்தையில் {veg} விலை கிலோ ரூ.{price}-ஆக உயர்வு`,
      summary: `மழையால் பயிர்கள் சேதமடைந்து வரத்து குறைந்ததால், {city} சந்தையில் ஒரு மாதத்துக்கு முன்பு கிலோ ரூ.{old}-க்கு விற்ற {veg} தற்போது ரூ.{price}-க்கு விற்கப்படுகிறது.`,
      meta: `{city} காய்கறி விலை: {veg} கிலோ ரூ.{old}-லிருந்து ரூ.{price}-ஆக உயர்வு; வரத்துக் குறைவே காரணம்.`,
      body: [
        `{city} சந்தையில் {weekday} {veg} சில்லறை விலை கிலோவுக்கு ரூ.{price}-ஐத் தொட்டது. ஒரு மாதத்துக்கு முன்பு இது கிலோ சுமார் ரூ.{old}-ஆக இருந்தது. தினசரி வரத்து வழக்கத்தைவிடப் பாதிக்கும் கீழாகக் குறைந்துவிட்டதாக மொத்த வியாபாரிகள் தெரிவித்தனர்.`,
        `முக்கிய சாகுபடிப் பகுதிகளில் பருவம் தவறிப் பெய்த மழையால் பயிர்கள் சேதமடைந்து அறுவடை தாமதமாகியுள்ளது; போக்குவரத்துச் செலவும் அதிகரித்துள்ளது என வியாபாரிகள் கூறுகின்றனர்.`,
        `> “முன்பு ஒரே நேரத்தில் ஒரு கிலோ வாங்குவேன். இப்போது கால் கிலோ வாங்கிச் சமாளிக்கிறேன்” என்று சந்தைக்கு வந்திருந்த இல்லத்தரசி {woman} கூறினார்.`,
        `குடும்பங்களின் சுமையைக் குறைக்கும் வகையில், தேர்ந்தெடுக்கப்பட்ட பகுதிகளில் பண்ணை பசுமைக் கடைகள், நியாய விலைக் கடைகள் மூலம் குறைந்த விலையில் காய்கறிகளைக் கூட்டுறவுத் துறை விற்பனை செய்யத் தொடங்கியுள்ளது.`,
        `பிற மாநிலங்களிலிருந்து வரத்து அதிகரித்ததும் இரண்டு, மூன்று வாரங்களில் விலை சீராகும் என வியாபாரிகள் எதிர்பார்க்கின்றனர்.`,
      ],
    },
  },
  {
    key: "economics-rbi-repo-rate",
    category: "economics",
    scopes: ["national"],
    tags: ["budget", "real-estate"],
    picks: {
      rate: [
        { en: "5.5", ta: "5.5" },
        { en: "5.75", ta: "5.75" },
        { en: "6", ta: "6" },
        { en: "6.25", ta: "6.25" },
        { en: "6.5", ta: "6.5" },
      ],
      growth: [
        { en: "6.5", ta: "6.5" },
        { en: "6.7", ta: "6.7" },
        { en: "7", ta: "7" },
        { en: "7.2", ta: "7.2" },
      ],
      inflation: [
        { en: "3.8", ta: "3.8" },
        { en: "4.2", ta: "4.2" },
        { en: "4.5", ta: "4.5" },
        { en: "4.9", ta: "4.9" },
      ],
    },
    en: {
      title: `RBI keeps repo rate unchanged at {rate}%, projects {growth}% growth`,
      summary: `The Reserve Bank of India's Monetary Policy Committee kept the repo rate unchanged at {rate}% on {weekday}, citing the need to keep inflation, now at {inflation}%, in check.`,
      meta: `RBI policy: repo rate held at {rate}%, GDP growth forecast at {growth}%, inflation at {inflation}%; what it means for your home loan EMI.`,
      body: [
        `The Reserve Bank of India's Monetary Policy Committee voted on {weekday} to keep the repo rate, at which it lends to banks, unchanged at {rate}%. The RBI Governor said the committee would remain watchful of food prices.`,
        `The central bank projected economic growth at {growth}% for the year and said retail inflation, currently at {inflation}%, was expected to ease gradually as vegetable prices cool.`,
        `## What it means for borrowers`,
        [
          `EMIs on home and vehicle loans linked to the repo rate will stay the same for now.`,
          `Fixed deposit rates are unlikely to change much in the coming weeks.`,
          `Banks may still revise rates for new borrowers depending on their own funding costs.`,
        ],
        `Industry bodies in Tamil Nadu, including those representing small and medium enterprises in Coimbatore and Tiruppur, said they had hoped for a rate cut to ease working capital costs.`,
        `The next policy review is due in two months.`,
      ],
    },
    ta: {
      title: `ரெப்போ வட்டி விகிதம் {rate}%-ஆகவே தொடரும்: ரிசர்வ் வங்கி; பொருளாதார வளர்ச்சி {growth}% என மதிப்பீடு`,
      summary: `பணவீக்கத்தைக் கட்டுக்குள் வைக்க வேண்டிய அவசியத்தைச் சுட்டிக்காட்டி, ரெப்போ வட்டி விகிதத்தை {rate}%-ஆகவே தொடர இந்திய ரிசர்வ் வங்கியின் நிதிக் கொள்கைக் குழு {weekday} முடிவு செய்தது; தற்போதைய பணவீக்கம் {inflation}%.`,
      meta: `ரிசர்வ் வங்கி நிதிக் கொள்கை: ரெப்போ விகிதம் {rate}%-இல் மாற்றமில்லை, வளர்ச்சி மதிப்பீடு {growth}%; வீட்டுக் கடன் மாதத் தவணைக்கு என்ன பாதிப்பு?`,
      body: [
        `வங்கிகளுக்கு வழங்கும் கடனுக்கான ரெப்போ வட்டி விகிதத்தை {rate}%-ஆகவே தொடர இந்திய ரிசர்வ் வங்கியின் நிதிக் கொள்கைக் குழு {weekday} முடிவு செய்தது. உணவுப் பொருட்களின் விலை நிலவரத்தைக் குழு தொடர்ந்து கூர்ந்து கவனிக்கும் என ரிசர்வ் வங்கி ஆளுநர் தெரிவித்தார்.`,
        `இந்த ஆண்டுக்கான பொருளாதார வளர்ச்சி {growth}%-ஆக இருக்கும் என மதிப்பிட்டுள்ள ரிசர்வ் வங்கி, தற்போது {inflation}%-ஆக உள்ள சில்லறைப் பணவீக்கம் காய்கறி விலை குறையும்போது படிப்படியாகக் குறையும் எனத் தெரிவித்துள்ளது.`,
        `## கடன் வாங்கியோருக்கு என்ன பொருள்?`,
        [
          `ரெப்போ விகிதத்துடன் இணைக்கப்பட்ட வீடு, வாகனக் கடன்களுக்கான மாதத் தவணை தற்போதைக்கு மாறாது.`,
          `வரும் வாரங்களில் நிரந்தர வைப்பு நிதிக்கான வட்டி விகிதங்களில் பெரிய மாற்றம் இருக்காது.`,
          `தங்கள் நிதிச் செலவைப் பொறுத்து, புதிதாகக் கடன் பெறுவோருக்கான விகிதங்களை வங்கிகள் மாற்றியமைக்கலாம்.`,
        ],
        `நடைமுறை மூலதனச் செலவைக் குறைக்க வட்டி விகிதம் குறைக்கப்படும் என எதிர்பார்த்திருந்ததாகக் கோவை, திருப்பூர் சிறு, நடுத்தரத் தொழில் நிறுவனங்களின் அமைப்புகள் உள்ளிட்ட தமிழகத் தொழில் அமைப்புகள் தெரிவித்தன.`,
        `அடுத்த நிதிக் கொள்கை ஆய்வுக் கூட்டம் இரண்டு மாதங்களில் நடைபெறவுள்ளது.`,
      ],
    },
  },
  {
    key: "economics-state-gsdp-growth",
    category: "economics",
    scopes: ["state"],
    tags: ["manufacturing", "exports", "employment"],
    picks: {
      growth: [
        { en: "8.2", ta: "8.2" },
        { en: "8.6", ta: "8.6" },
        { en: "9.1", ta: "9.1" },
        { en: "9.7", ta: "9.7" },
      ],
      size: [
        { en: "27.2", ta: "27.2" },
        { en: "28.9", ta: "28.9" },
        { en: "31.5", ta: "31.5" },
        { en: "33.1", ta: "33.1" },
      ],
    },
    en: {
      title: `Tamil Nadu's economy grows {growth}%, among the fastest in India; size at Rs {size} lakh crore`,
      summary: `Tamil Nadu's gross state domestic product grew by {growth}% in real terms last year to Rs {size} lakh crore at current prices, according to data released on {weekday}.`,
      meta: `Tamil Nadu GSDP growth at {growth}%: the economy reaches Rs {size} lakh crore as manufacturing and services lead; what economists say.`,
      body: [
        `Tamil Nadu's economy grew by {growth}% in real terms last year, placing it among the fastest-growing large States in the country, according to estimates released on {weekday}. The size of the economy is now estimated at Rs {size} lakh crore at current prices.`,
        `Manufacturing, led by automobiles, electronics and textiles, and services such as software, logistics and trade accounted for most of the growth. Agriculture grew more slowly because of uneven rainfall.`,
        [
          `Electronics exports have risen sharply with new smartphone and component plants near Chennai and Hosur.`,
          `Construction activity picked up with metro rail and road projects.`,
          `Per capita income remains well above the national average.`,
        ],
        `Economists said the State must spread growth beyond the Chennai-Coimbatore-Hosur belt to the southern and delta districts, and create more jobs for women and graduates.`,
        `The Finance Department said the figures would help in planning the State's goal of becoming a one trillion dollar economy.`,
      ],
    },
    ta: {
      title: `தமிழகப் பொருளாதாரம் {growth}% வளர்ச்சி; ரூ.{size} லட்சம் கோடியை எட்டியது`,
      summary: `கடந்த ஆண்டு தமிழகத்தின் மொத்த மாநில உள்நாட்டு உற்பத்தி உண்மை மதிப்பில் {growth}% வளர்ந்து, நடப்பு விலையில் ரூ.{size} லட்சம் கோடியை எட்டியுள்ளதாக {weekday} வெளியான புள்ளிவிவரங்கள் தெரிவிக்கின்றன.`,
      meta: `தமிழகப் பொருளாதார வளர்ச்சி {growth}%: ரூ.{size} லட்சம் கோடியை எட்டியது; உற்பத்தி, சேவைத் துறைகள் முன்னிலை; பொருளாதார நிபுணர்கள் கருத்து.`,
      body: [
        `கடந்த ஆண்டு தமிழகப் பொருளாதாரம் உண்மை மதிப்பில் {growth}% வளர்ச்சி அடைந்துள்ளதாக {weekday} வெளியிடப்பட்ட மதிப்பீடுகள் தெரிவிக்கின்றன. இதன் மூலம் நாட்டில் வேகமாக வளரும் பெரிய மாநிலங்களில் ஒன்றாகத் தமிழகம் உள்ளது. நடப்பு விலையில் மாநிலப் பொருளாதாரத்தின் அளவு ரூ.{size} லட்சம் கோடி என மதிப்பிடப்பட்டுள்ளது.`,
        `வாகனங்கள், மின்னணுப் பொருட்கள், ஜவுளி உள்ளிட்ட உற்பத்தித் துறையும், மென்பொருள், சரக்குப் போக்குவரத்து, வர்த்தகம் போன்ற சேவைத் துறைகளும் வளர்ச்சிக்குப் பெரும் பங்களித்துள்ளன. சீரற்ற மழைப்பொழிவு காரணமாக வேளாண் துறை மெதுவாகவே வளர்ந்துள்ளது.`,
        [
          `சென்னை, ஓசூர் அருகே அமைந்துள்ள புதிய கைப்பேசி மற்றும் உதிரிபாகத் தொழிற்சாலைகளால் மின்னணுப் பொருட்கள் ஏற்றுமதி கணிசமாக அதிகரித்துள்ளது.`,
          `மெட்ரோ ரயில், சாலைத் திட்டங்களால் கட்டுமானப் பணிகள் வேகமெடுத்துள்ளன.`,
          `தனிநபர் வருமானம் தேசிய சராசரியைவிடக் கணிசமாக அதிகமாக உள்ளது.`,
        ],
        `சென்னை-கோவை-ஓசூர் பகுதிக்கு அப்பால் தென் மாவட்டங்கள், டெல்டா மாவட்டங்களுக்கும் வளர்ச்சி பரவ வேண்டும் என்றும், பெண்களுக்கும் பட்டதாரிகளுக்கும் அதிக வேலைவாய்ப்புகள் உருவாக்கப்பட வேண்டும் என்றும் பொருளாதார நிபுணர்கள் கூறுகின்றனர்.`,
        `ஒரு டிரில்லியன் டாலர் பொருளாதாரமாக உருவெடுக்கும் மாநிலத்தின் இலக்கைத் திட்டமிட இந்தப் புள்ளிவிவரங்கள் உதவும் என நிதித் துறை தெரிவித்துள்ளது.`,
      ],
    },
  },
  {
    key: "economics-crude-oil",
    category: "economics",
    scopes: ["international"],
    tags: ["fuel-price", "stock-market"],
    nums: { price: [68, 96], change: [2, 6] },
    en: {
      title: `Crude oil climbs to {price} dollars a barrel; fuel prices in India under watch`,
      summary: `Benchmark crude rose {change}% this week to about {price} dollars a barrel after major producers signalled output cuts, raising concerns about India's import bill.`,
      meta: `Global oil prices rise to {price} dollars a barrel: the impact on petrol, diesel, the rupee and transport costs in Tamil Nadu.`,
      body: [
        `Benchmark Brent crude rose {change}% over the week to about {price} dollars a barrel on {weekday}, after major oil-producing countries signalled that they would extend production cuts.`,
        `India imports more than 85% of the crude oil it uses, so higher global prices increase the import bill and put pressure on the rupee. Oil marketing companies have so far kept petrol and diesel prices unchanged.`,
        `Transport operators and fishermen in Tamil Nadu, for whom diesel is a major expense, said any increase in fuel prices would raise freight charges and the cost of essential goods.`,
        `Analysts said prices could ease if global demand slows, but warned that supply disruptions in West Asia could push them higher.`,
      ],
    },
    ta: {
      title: `கச்சா எண்ணெய் விலை பீப்பாய்க்கு {price} டாலராக உயர்வு; இந்தியாவில் எரிபொருள் விலை மீது கவனம்`,
      summary: `முக்கிய உற்பத்தி நாடுகள் உற்பத்திக் குறைப்பைச் சுட்டிக்காட்டியதால், இந்த வாரம் கச்சா எண்ணெய் விலை {change}% உயர்ந்து பீப்பாய்க்குச் சுமார் {price} டாலரானது; இது இந்தியாவின் இறக்குமதிச் செலவு குறித்த கவலையை அதிகரித்துள்ளது.`,
      meta: `சர்வதேசச் சந்தையில் கச்சா எண்ணெய் பீப்பாய்க்கு {price} டாலர்: பெட்ரோல், டீசல், ரூபாய் மதிப்பு, தமிழகப் போக்குவரத்துச் செலவில் தாக்கம்.`,
      body: [
        `எண்ணெய் உற்பத்தி செய்யும் முக்கிய நாடுகள் உற்பத்திக் குறைப்பை நீட்டிக்கவுள்ளதாகச் சமிக்ஞை அளித்ததையடுத்து, பிரென்ட் கச்சா எண்ணெய் விலை இந்த வாரத்தில் {change}% உயர்ந்து {weekday} பீப்பாய்க்குச் சுமார் {price} டாலரானது.`,
        `இந்தியா தனது கச்சா எண்ணெய்த் தேவையில் 85 சதவீதத்துக்கும் மேல் இறக்குமதி செய்கிறது. எனவே சர்வதேச விலை உயர்வு இறக்குமதிச் செலவை அதிகரித்து, ரூபாய் மதிப்பின் மீது அழுத்தத்தை ஏற்படுத்தும். எண்ணெய் நிறுவனங்கள் இதுவரை பெட்ரோல், டீசல் விலையை மாற்றவில்லை.`,
        `டீசலுக்கு அதிகம் செலவிடும் தமிழகப் போக்குவரத்து நிறுவனங்களும் மீனவர்களும், எரிபொருள் விலை உயர்ந்தால் சரக்குக் கட்டணமும் அத்தியாவசியப் பொருட்களின் விலையும் உயரும் எனத் தெரிவித்தனர்.`,
        `உலகளாவிய தேவை குறைந்தால் விலை தணியக்கூடும் என்றாலும், மேற்கு ஆசியாவில் விநியோகத் தடைகள் ஏற்பட்டால் விலை மேலும் உயரலாம் எனச் சந்தை ஆய்வாளர்கள் எச்சரிக்கின்றனர்.`,
      ],
    },
  },
  {
    key: "economics-shg-loans",
    category: "economics",
    scopes: ["city"],
    tags: ["women", "employment"],
    nums: { count: [120, 900], amount: [8, 65], number: [1500, 11000] },
    picks: { woman: WOMEN },
    en: {
      title: `Rs {amount} crore in loans for {count} women's self-help groups in {city}`,
      summary: `Bank loans worth Rs {amount} crore were handed over to {count} women's self-help groups in {city} on {weekday}, benefiting about {number} members.`,
      meta: `{city}: {count} women's self-help groups get Rs {amount} crore in bank linkage loans for tailoring units, dairy and food businesses.`,
      body: [
        `Loans worth Rs {amount} crore were disbursed to {count} women's self-help groups in {city} at a function held {venueAt} on {weekday}. About {number} women are members of these groups.`,
        `The loans, given under the bank linkage programme of the Tamil Nadu Corporation for Development of Women, will be used to start or expand tailoring units, dairy farms, millet snack businesses and small shops.`,
        `> "Ten years ago we started by saving 50 rupees a month each. Today our group runs a catering service for weddings," said {woman}, leader of one of the groups.`,
        `{official} said repayment rates among self-help groups in the district were above 98%, which had encouraged banks to raise loan limits.`,
        `Officials said training in packaging, digital payments and online selling would be arranged so that the groups could reach customers beyond their neighbourhoods.`,
      ],
    },
    ta: {
      title: `{cityIn} {count} மகளிர் சுயஉதவிக் குழுக்களுக்கு ரூ.{amount} கோடி கடனுதவி`,
      summary: `{cityIn} {count} மகளிர் சுயஉதவிக் குழுக்களுக்கு {weekday} ரூ.{amount} கோடி வங்கிக் கடன் வழங்கப்பட்டது; சுமார் {number} உறுப்பினர்கள் பயன்பெறுவர்.`,
      meta: `{city}: {count} மகளிர் சுயஉதவிக் குழுக்களுக்கு ரூ.{amount} கோடி வங்கிக் கடன்; தையல், பால் பண்ணை, உணவுத் தொழில் தொடங்கத் திட்டம்.`,
      body: [
        `{city} {venueAt} {weekday} நடைபெற்ற விழாவில் {count} மகளிர் சுயஉதவிக் குழுக்களுக்கு ரூ.{amount} கோடி மதிப்பிலான கடனுதவி வழங்கப்பட்டது. இக்குழுக்களில் சுமார் {number} பெண்கள் உறுப்பினர்களாக உள்ளனர்.`,
        `தமிழ்நாடு மகளிர் மேம்பாட்டு நிறுவனத்தின் வங்கி இணைப்புத் திட்டத்தின் கீழ் வழங்கப்பட்ட இந்தக் கடன், தையல் கூடங்கள், பால் பண்ணைகள், சிறுதானியத் தின்பண்டத் தொழில், சிறு கடைகள் ஆகியவற்றைத் தொடங்கவோ விரிவுபடுத்தவோ பயன்படுத்தப்படும்.`,
        `> “பத்து ஆண்டுகளுக்கு முன்பு ஆளுக்கு மாதம் 50 ரூபாய் சேமிப்பதில் தொடங்கினோம். இன்று எங்கள் குழு திருமணங்களுக்கு உணவு சமைத்து வழங்கும் சேவையை நடத்துகிறது” என்று ஒரு குழுவின் தலைவி {woman} கூறினார்.`,
        `மாவட்டத்தில் சுயஉதவிக் குழுக்களின் கடன் திருப்பிச் செலுத்தும் விகிதம் 98 சதவீதத்துக்கும் மேல் உள்ளதால், வங்கிகள் கடன் வரம்பை உயர்த்தியுள்ளதாக {official} தெரிவித்தார்.`,
        `குழுக்கள் தங்கள் பகுதிக்கு அப்பாலும் வாடிக்கையாளர்களைச் சென்றடையும் வகையில், பொட்டலமிடுதல், டிஜிட்டல் பரிவர்த்தனை, இணைய விற்பனை குறித்த பயிற்சி அளிக்கப்படும் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
];

const LIFESTYLE: StoryTemplate[] = [
  {
    key: "lifestyle-organic-market",
    category: "lifestyle",
    scopes: ["city"],
    tags: ["food", "farmers", "agriculture"],
    nums: { count: [25, 80], number: [1500, 6000] },
    en: {
      title: `Weekend organic market in {city} draws {number} shoppers; {count} farmers sell directly`,
      summary: `A weekend market in {city} where farmers sell organic produce directly to consumers drew about {number} shoppers, with traditional rice varieties and cold-pressed oils in high demand.`,
      meta: `{city} organic farmers' market: {count} stalls with traditional rice, millets and cold-pressed oils; timings and what to buy.`,
      body: [
        `About {number} people visited a weekend organic market in {city} on {weekday}, where {count} farmers from nearby villages sold vegetables, fruits, millets and traditional rice varieties directly to consumers.`,
        `Varieties such as mappillai samba, karuppu kavuni and seeraga samba sold out by mid-morning. Stalls selling cold-pressed gingelly and groundnut oil, country eggs and palm jaggery also drew long queues.`,
        `> "Without middlemen, we get a fair price and customers get produce harvested the previous evening," said {person}, a farmer who grows vegetables without chemical fertilisers.`,
        `Organisers said every farmer is verified through visits to their fields, and customers are encouraged to bring their own cloth bags and containers.`,
        `The market is held every Saturday and Sunday from 7 am to 1 pm. Organisers plan to add a section for home cooks selling traditional snacks.`,
      ],
    },
    ta: {
      title: `{cityIn} வார இறுதி இயற்கை விளைபொருள் சந்தை: {number} பேர் வருகை; {count} விவசாயிகள் நேரடி விற்பனை`,
      summary: `{cityIn} விவசாயிகள் இயற்கை விளைபொருட்களை நுகர்வோருக்கு நேரடியாக விற்கும் வார இறுதிச் சந்தைக்குச் சுமார் {number} பேர் வருகை தந்தனர்; பாரம்பரிய அரிசி வகைகள், செக்கு எண்ணெய்களுக்கு அதிக வரவேற்பு.`,
      meta: `{city} இயற்கை விவசாயிகள் சந்தை: {count} கடைகள், பாரம்பரிய அரிசி, சிறுதானியங்கள், செக்கு எண்ணெய்; நேரம், வாங்க வேண்டியவை.`,
      body: [
        `{cityIn} {weekday} நடைபெற்ற வார இறுதி இயற்கை விளைபொருள் சந்தைக்குச் சுமார் {number} பேர் வந்தனர். சுற்றுவட்டாரக் கிராமங்களைச் சேர்ந்த {count} விவசாயிகள் காய்கறிகள், பழங்கள், சிறுதானியங்கள், பாரம்பரிய அரிசி வகைகளை நுகர்வோருக்கு நேரடியாக விற்பனை செய்தனர்.`,
        `மாப்பிள்ளை சம்பா, கருப்பு கவுனி, சீரகச் சம்பா போன்ற அரிசி வகைகள் காலை பத்து மணிக்குள் விற்றுத் தீர்ந்தன. செக்கு நல்லெண்ணெய், கடலை எண்ணெய், நாட்டுக் கோழி முட்டை, பனைவெல்லம் விற்கும் கடைகளிலும் நீண்ட வரிசை காணப்பட்டது.`,
        `> “இடைத்தரகர்கள் இல்லாததால் எங்களுக்கு நியாயமான விலை கிடைக்கிறது; முந்தைய நாள் மாலை அறுவடை செய்த காய்கறிகள் வாடிக்கையாளர்களுக்குக் கிடைக்கின்றன” என்று ரசாயன உரமின்றிக் காய்கறி பயிரிடும் விவசாயி {person} கூறினார்.`,
        `ஒவ்வொரு விவசாயியின் வயலுக்கும் நேரில் சென்று சரிபார்த்த பிறகே கடை ஒதுக்கப்படுவதாகவும், வாடிக்கையாளர்கள் துணிப்பைகள், பாத்திரங்களைக் கொண்டுவர ஊக்குவிக்கப்படுவதாகவும் ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
        `ஒவ்வொரு சனி, ஞாயிற்றுக்கிழமையும் காலை 7 மணி முதல் பிற்பகல் 1 மணி வரை இந்தச் சந்தை நடைபெறுகிறது. பாரம்பரியத் தின்பண்டங்களை விற்கும் வீட்டுச் சமையல் கலைஞர்களுக்கெனத் தனிப் பகுதியை அமைக்கவும் ஏற்பாட்டாளர்கள் திட்டமிட்டுள்ளனர்.`,
      ],
    },
  },
  {
    key: "lifestyle-heart-walkathon",
    category: "lifestyle",
    scopes: ["city"],
    tags: ["fitness", "health"],
    nums: { number: [800, 6000], km: [3, 10] },
    picks: { venue: SPORTS_VENUES },
    en: {
      title: `{number} walk for heart health in {city}; free screening camp draws crowds`,
      summary: `About {number} people, from schoolchildren to senior citizens, took part in a {km}-km walkathon in {city} on {weekday} to raise awareness about heart health.`,
      meta: `{city} walkathon for heart health: {number} participants and free BP and sugar screening; doctors' tips for daily exercise.`,
      body: [
        `About {number} people took part in a {km}-km walkathon in {city} on {weekday} morning to raise awareness about heart disease, which doctors say is increasingly affecting people in their thirties and forties.`,
        `The walk began {venueAt} and went through the main roads of the town. A free screening camp at the finish point checked blood pressure, blood sugar and body mass index for more than half the participants.`,
        [
          `Walk briskly for at least 30 minutes a day, five days a week.`,
          `Cut down on salt, sugar and deep-fried snacks.`,
          `Get blood pressure and sugar checked once a year after the age of 30.`,
        ],
        `Doctors at the camp said about one in four people screened had high blood pressure without knowing it, and advised them to consult a physician.`,
        `{official}, who flagged off the walk, said more walking tracks would be developed in parks and near waterbodies.`,
      ],
    },
    ta: {
      title: `இதய நலனுக்காக {cityIn} {number} பேர் நடைப்பயணம்; இலவசப் பரிசோதனை முகாமுக்கு வரவேற்பு`,
      summary: `இதய நலன் குறித்த விழிப்புணர்வை ஏற்படுத்த {cityIn} {weekday} நடைபெற்ற {km} கி.மீ. நடைப்பயணத்தில் பள்ளிக் குழந்தைகள் முதல் முதியவர்கள் வரை சுமார் {number} பேர் பங்கேற்றனர்.`,
      meta: `{city} இதய நல விழிப்புணர்வு நடைப்பயணம்: {number} பேர் பங்கேற்பு, இலவச ரத்த அழுத்தம், சர்க்கரை பரிசோதனை; மருத்துவர்களின் ஆலோசனை.`,
      body: [
        `முப்பது, நாற்பது வயதுகளில் உள்ளவர்களையும் இதய நோய் அதிகம் பாதித்து வருவதாக மருத்துவர்கள் கூறும் நிலையில், அது குறித்த விழிப்புணர்வை ஏற்படுத்த {cityIn} {weekday} காலை நடைபெற்ற {km} கி.மீ. நடைப்பயணத்தில் சுமார் {number} பேர் பங்கேற்றனர்.`,
        `{venueAt} தொடங்கிய நடைப்பயணம் நகரின் முக்கியச் சாலைகள் வழியாகச் சென்றது. நிறைவுப் பகுதியில் அமைக்கப்பட்ட இலவசப் பரிசோதனை முகாமில், பங்கேற்றவர்களில் பாதிக்கும் மேற்பட்டோருக்கு ரத்த அழுத்தம், ரத்தச் சர்க்கரை, உடல் நிறை குறியீட்டெண் ஆகியவை பரிசோதிக்கப்பட்டன.`,
        [
          `வாரத்தில் ஐந்து நாட்கள், தினமும் குறைந்தது 30 நிமிடங்கள் வேகமாக நடக்கவும்.`,
          `உப்பு, சர்க்கரை, எண்ணெயில் பொரித்த தின்பண்டங்களைக் குறைக்கவும்.`,
          `30 வயதுக்குப் பிறகு ஆண்டுக்கு ஒருமுறை ரத்த அழுத்தம், சர்க்கரை அளவைப் பரிசோதிக்கவும்.`,
        ],
        `பரிசோதிக்கப்பட்டவர்களில் நான்கில் ஒருவருக்குத் தங்களுக்கே தெரியாமல் உயர் ரத்த அழுத்தம் இருப்பது கண்டறியப்பட்டதாகக் கூறிய முகாம் மருத்துவர்கள், அவர்கள் மருத்துவரை அணுக வேண்டும் என அறிவுறுத்தினர்.`,
        `நடைப்பயணத்தைக் கொடியசைத்துத் தொடங்கிவைத்த {official}, பூங்காக்களிலும் நீர்நிலைகள் அருகிலும் கூடுதல் நடைபாதைகள் அமைக்கப்படும் என்றார்.`,
      ],
    },
  },
  {
    key: "lifestyle-seasonal-fever",
    category: "lifestyle",
    scopes: ["state"],
    tags: ["health", "monsoon"],
    nums: { percent: [15, 60], number: [1200, 4800] },
    en: {
      title: `Fever cases up {percent}% across Tamil Nadu; doctors share tips as the season changes`,
      summary: `Government hospitals across Tamil Nadu are reporting a {percent}% rise in fever cases this month; doctors say most are viral infections that need rest, fluids and timely testing.`,
      meta: `Seasonal fever in Tamil Nadu: cases up {percent}% and {number} fever camps held; dengue and flu symptoms to watch for, and when to see a doctor.`,
      body: [
        `Fever cases at government hospitals across Tamil Nadu have risen by about {percent}% this month as the weather changes, the Directorate of Public Health said on {weekday}. Most patients have viral fever, cough and body ache.`,
        `The department has held {number} fever camps in the past week and stepped up measures to check mosquito breeding in homes, schools and construction sites.`,
        `## When to see a doctor`,
        [
          `Fever lasting more than two days, or very high fever with severe body pain.`,
          `Bleeding gums, rashes or persistent vomiting, which can be signs of dengue.`,
          `Breathlessness or unusual drowsiness in children and the elderly.`,
        ],
        `Doctors advised people not to take antibiotics without a prescription, to drink plenty of fluids such as kanji and rasam, and to rest at home to avoid spreading the infection.`,
        `Residents have been asked to empty water collected in containers, old tyres and coconut shells every week to stop dengue mosquitoes from breeding.`,
      ],
    },
    ta: {
      title: `தமிழகத்தில் காய்ச்சல் பாதிப்பு {percent}% அதிகரிப்பு: பருவநிலை மாற்றத்தில் மருத்துவர்களின் ஆலோசனை`,
      summary: `பருவநிலை மாற்றத்தால் தமிழகம் முழுவதும் அரசு மருத்துவமனைகளுக்கு வரும் காய்ச்சல் நோயாளிகளின் எண்ணிக்கை இந்த மாதம் {percent}% அதிகரித்துள்ளது; பெரும்பாலானவை வைரஸ் காய்ச்சல் என மருத்துவர்கள் தெரிவிக்கின்றனர்.`,
      meta: `பருவகாலக் காய்ச்சல்: தமிழகத்தில் {percent}% அதிகரிப்பு, {number} காய்ச்சல் முகாம்கள்; டெங்கு, ஃப்ளூ அறிகுறிகள், மருத்துவரை எப்போது அணுக வேண்டும்?`,
      body: [
        `பருவநிலை மாறி வருவதால் தமிழகம் முழுவதும் அரசு மருத்துவமனைகளில் காய்ச்சல் பாதிப்பு இந்த மாதம் சுமார் {percent}% அதிகரித்துள்ளதாகப் பொது சுகாதார இயக்ககம் {weekday} தெரிவித்தது. பெரும்பாலான நோயாளிகளுக்கு வைரஸ் காய்ச்சல், இருமல், உடல் வலி ஆகியவை உள்ளன.`,
        `கடந்த ஒரு வாரத்தில் {number} காய்ச்சல் முகாம்களை நடத்தியுள்ள சுகாதாரத் துறை, வீடுகள், பள்ளிகள், கட்டுமானப் பகுதிகளில் கொசு உற்பத்தியைத் தடுக்கும் நடவடிக்கைகளையும் தீவிரப்படுத்தியுள்ளது.`,
        `## மருத்துவரை எப்போது அணுக வேண்டும்?`,
        [
          `இரண்டு நாட்களுக்கு மேல் நீடிக்கும் காய்ச்சல், கடும் உடல் வலியுடன் கூடிய அதிக காய்ச்சல்.`,
          `ஈறுகளில் ரத்தக் கசிவு, தடிப்புகள், தொடர் வாந்தி - இவை டெங்குவின் அறிகுறிகளாக இருக்கலாம்.`,
          `குழந்தைகள், முதியவர்களுக்கு மூச்சுத் திணறல் அல்லது அதீத சோர்வு.`,
        ],
        `மருத்துவரின் பரிந்துரையின்றி நுண்ணுயிர்க்கொல்லி மாத்திரைகளை உட்கொள்ள வேண்டாம் என்றும், கஞ்சி, ரசம் போன்ற திரவ உணவுகளை அதிகம் எடுத்துக்கொண்டு, தொற்று பரவாமல் இருக்க வீட்டிலேயே ஓய்வெடுக்க வேண்டும் என்றும் மருத்துவர்கள் அறிவுறுத்தினர்.`,
        `டெங்கு கொசுக்கள் உற்பத்தியாவதைத் தடுக்க, பாத்திரங்கள், பழைய டயர்கள், தேங்காய் ஓடுகளில் தேங்கும் தண்ணீரை வாரம் ஒருமுறை அகற்றுமாறு பொதுமக்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
      ],
    },
  },
  {
    key: "lifestyle-millet-festival",
    category: "lifestyle",
    scopes: ["city"],
    tags: ["food", "health", "agriculture"],
    nums: { count: [40, 120], number: [3000, 15000] },
    picks: { woman: WOMEN },
    en: {
      title: `Millet food festival in {city}: {count} dishes, from ragi dosa to thinai payasam`,
      summary: `A two-day millet food festival held {venueAt} in {city} showcased {count} dishes made from ragi, kambu, thinai and samai, and drew about {number} visitors.`,
      meta: `{city} millet food festival: {count} traditional and new millet dishes, recipes, nutrition tips and where to buy millets.`,
      body: [
        `A two-day millet food festival organised by the Agriculture Department {venueAt} in {city} ended on {weekday}, with about {number} visitors tasting {count} dishes made from ragi, kambu, thinai, samai and varagu.`,
        `Alongside traditional fare such as ragi koozh, kambu koozh and thinai payasam, home cooks and self-help groups served new creations like millet pizza, ragi brownies and samai biryani.`,
        `> "My children would not touch ragi. When I made ragi dosa with a little jaggery and ghee, they asked for more," said {woman}, who won the cooking contest.`,
        `Nutritionists at the festival explained that millets are rich in fibre, iron and calcium and release energy slowly, which helps in managing blood sugar.`,
        `Millets are sold at subsidised prices through select ration shops and Uzhavar Sandhais, and farmers can get support for millet cultivation under the State millet mission, officials said.`,
      ],
    },
    ta: {
      title: `{cityIn} சிறுதானிய உணவுத் திருவிழா: கேழ்வரகு தோசை முதல் தினைப் பாயசம் வரை {count} உணவு வகைகள்`,
      summary: `{city} {venueAt} நடைபெற்ற இரண்டு நாள் சிறுதானிய உணவுத் திருவிழாவில் கேழ்வரகு, கம்பு, தினை, சாமை ஆகியவற்றால் தயாரிக்கப்பட்ட {count} உணவு வகைகள் இடம்பெற்றன; சுமார் {number} பேர் வருகை தந்தனர்.`,
      meta: `{city} சிறுதானிய உணவுத் திருவிழா: {count} பாரம்பரிய மற்றும் புதிய உணவு வகைகள், சமையல் குறிப்புகள், ஊட்டச்சத்து ஆலோசனைகள்.`,
      body: [
        `வேளாண் துறை சார்பில் {city} {venueAt} நடைபெற்ற இரண்டு நாள் சிறுதானிய உணவுத் திருவிழா {weekday} நிறைவடைந்தது. கேழ்வரகு, கம்பு, தினை, சாமை, வரகு ஆகியவற்றால் தயாரிக்கப்பட்ட {count} உணவு வகைகளைச் சுமார் {number} பேர் சுவைத்தனர்.`,
        `கேழ்வரகுக் கூழ், கம்பங்கூழ், தினைப் பாயசம் போன்ற பாரம்பரிய உணவுகளுடன், சிறுதானிய பீட்சா, கேழ்வரகு பிரவுனி, சாமை பிரியாணி போன்ற புதிய உணவு வகைகளையும் வீட்டுச் சமையல் கலைஞர்களும் சுயஉதவிக் குழுக்களும் பரிமாறினர்.`,
        `> “என் குழந்தைகள் கேழ்வரகைத் தொடவே மாட்டார்கள். கொஞ்சம் வெல்லமும் நெய்யும் சேர்த்துக் கேழ்வரகு தோசை செய்தபோது மேலும் கேட்டு வாங்கிச் சாப்பிட்டார்கள்” என்று சமையல் போட்டியில் வெற்றி பெற்ற {woman} கூறினார்.`,
        `சிறுதானியங்களில் நார்ச்சத்து, இரும்புச்சத்து, கால்சியம் நிறைந்துள்ளதாகவும், அவை ஆற்றலை மெதுவாக வெளியிடுவதால் ரத்தச் சர்க்கரையைக் கட்டுப்படுத்த உதவுவதாகவும் திருவிழாவில் பங்கேற்ற ஊட்டச்சத்து நிபுணர்கள் விளக்கினர்.`,
        `தேர்ந்தெடுக்கப்பட்ட நியாய விலைக் கடைகள், உழவர் சந்தைகளில் சிறுதானியங்கள் மானிய விலையில் விற்கப்படுவதாகவும், மாநிலச் சிறுதானிய இயக்கத்தின் கீழ் சாகுபடிக்கு விவசாயிகள் உதவி பெறலாம் என்றும் அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "lifestyle-diaspora-heritage-festival",
    category: "lifestyle",
    scopes: ["international"],
    tags: ["tamil-diaspora", "festivals", "heritage"],
    nums: { number: [800, 5000], count: [40, 180] },
    en: {
      title: `Tamil heritage festival in {place} draws {number}; parai, silambam and Thirukkural on stage`,
      summary: `About {number} people attended a Tamil heritage festival organised by the Tamil community in {place}, with folk performances, a book fair and a food court.`,
      meta: `Tamil heritage festival in {place}: {number} attend parai, silambam and Bharatanatyam performances, a Tamil book fair and a children's recitation contest.`,
      body: [
        `About {number} people, many of them second-generation Tamils, attended a day-long Tamil heritage festival organised by community associations in {place} on {weekday}.`,
        `Performances of parai, silambam, karagattam and Bharatanatyam drew loud applause, and a children's contest in reciting Thirukkural and Bharathiyar's poems had {count} participants.`,
        `> "My children speak English at school all day. Events like this make them feel that Tamil is their own," said {person}, who moved from {city} twelve years ago.`,
        `A Tamil book stall ran out of children's books by the afternoon, while food stalls served idiyappam, kothu parotta and payasam.`,
        `Organisers said they would start weekend Tamil classes in more neighbourhoods, with textbooks and teacher training support from Tamil Nadu.`,
      ],
    },
    ta: {
      title: `{placeIn} தமிழ் மரபுத் திருவிழா: {number} பேர் பங்கேற்பு; பறை, சிலம்பம், திருக்குறள் மேடையேற்றம்`,
      summary: `{placeIn} வாழும் தமிழ்ச் சமூகத்தினர் ஏற்பாடு செய்த தமிழ் மரபுத் திருவிழாவில் நாட்டுப்புறக் கலை நிகழ்ச்சிகள், புத்தகக் கண்காட்சி, உணவுக் கடைகள் இடம்பெற்றன; சுமார் {number} பேர் பங்கேற்றனர்.`,
      meta: `{placeIn} தமிழ் மரபுத் திருவிழா: {number} பேர் பங்கேற்பு; பறை, சிலம்பம், பரதநாட்டியம், தமிழ்ப் புத்தகக் கண்காட்சி, குழந்தைகளுக்கான ஒப்புவித்தல் போட்டி.`,
      body: [
        `{placeIn} உள்ள தமிழ்ச் சங்கங்கள் {weekday} ஏற்பாடு செய்த ஒருநாள் தமிழ் மரபுத் திருவிழாவில் சுமார் {number} பேர் பங்கேற்றனர். இவர்களில் பலர் அங்கேயே பிறந்து வளர்ந்த இரண்டாம் தலைமுறைத் தமிழர்கள்.`,
        `பறை, சிலம்பம், கரகாட்டம், பரதநாட்டியம் ஆகிய நிகழ்ச்சிகள் பலத்த கரவொலியைப் பெற்றன. திருக்குறள், பாரதியார் பாடல்களை ஒப்புவிக்கும் குழந்தைகளுக்கான போட்டியில் {count} பேர் பங்கேற்றனர்.`,
        `> “என் பிள்ளைகள் பள்ளியில் நாள் முழுவதும் ஆங்கிலத்தில்தான் பேசுகிறார்கள். இதுபோன்ற நிகழ்ச்சிகள்தான் தமிழ் தங்களுடையது என்ற உணர்வை அவர்களுக்குத் தருகின்றன” என்று பன்னிரண்டு ஆண்டுகளுக்கு முன்பு {cityFrom} குடிபெயர்ந்த {person} கூறினார்.`,
        `குழந்தைகளுக்கான தமிழ்ப் புத்தகங்கள் பிற்பகலுக்குள் விற்றுத் தீர்ந்தன. உணவுக் கடைகளில் இடியாப்பம், கொத்து பரோட்டா, பாயசம் ஆகியவை பரிமாறப்பட்டன.`,
        `மேலும் பல பகுதிகளில் வார இறுதித் தமிழ் வகுப்புகளைத் தொடங்கவுள்ளதாகவும், அதற்கான பாடநூல்கள், ஆசிரியர் பயிற்சிக்குத் தமிழக அரசின் உதவி கிடைக்கும் என்றும் ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "lifestyle-sleep-survey",
    category: "lifestyle",
    scopes: ["national"],
    tags: ["health", "fitness"],
    nums: { percent: [38, 61], number: [12000, 40000], count: [12, 24] },
    en: {
      title: `{percent}% of urban Indians sleep less than six hours, survey of {number} people finds`,
      summary: `A survey of {number} people across {count} Indian cities found that {percent}% sleep less than six hours on weeknights, with late-night phone use the main culprit.`,
      meta: `Sleep survey: {percent}% of urban Indians get under six hours; screens, long commutes and work stress blamed; doctors' tips for better sleep.`,
      body: [
        `{percent}% of people in Indian cities sleep less than six hours on weeknights, according to a survey of {number} adults across {count} cities, including Chennai and Coimbatore, released on {weekday}.`,
        `Respondents blamed late-night use of phones and streaming apps, long commutes and work stress. More than a third said they felt sleepy at work at least three days a week.`,
        [
          `Keep fixed times for going to bed and waking up, even on weekends.`,
          `Stop using screens at least 30 minutes before sleep.`,
          `Avoid tea and coffee after 4 pm, and heavy meals late at night.`,
        ],
        `Sleep specialists warned that chronic lack of sleep increases the risk of diabetes, high blood pressure and depression, and affects concentration and road safety.`,
        `Doctors advised people who snore loudly or wake up tired despite sleeping enough to get checked for sleep apnoea.`,
      ],
    },
    ta: {
      title: `நகர்ப்புற இந்தியர்களில் {percent}% பேர் ஆறு மணி நேரத்துக்கும் குறைவாகவே தூங்குகின்றனர்: {number} பேரிடம் நடத்திய ஆய்வு`,
      summary: `{count} இந்திய நகரங்களில் {number} பேரிடம் நடத்தப்பட்ட ஆய்வில், வார நாட்களில் {percent}% பேர் ஆறு மணி நேரத்துக்கும் குறைவாகவே தூங்குவது தெரியவந்துள்ளது; இரவில் நீண்ட நேரம் கைப்பேசி பயன்படுத்துவதே முக்கியக் காரணம்.`,
      meta: `தூக்கம் குறித்த ஆய்வு: நகர்ப்புற இந்தியர்களில் {percent}% பேருக்கு ஆறு மணி நேரத்துக்கும் குறைவான தூக்கம்; நல்ல தூக்கத்துக்கு மருத்துவர்களின் ஆலோசனை.`,
      body: [
        `சென்னை, கோவை உள்பட {count} நகரங்களில் {number} பேரிடம் நடத்தப்பட்டு {weekday} வெளியிடப்பட்ட ஆய்வின்படி, இந்திய நகரங்களில் வசிப்பவர்களில் {percent}% பேர் வார நாட்களில் ஆறு மணி நேரத்துக்கும் குறைவாகவே தூங்குகின்றனர்.`,
        `இரவில் நீண்ட நேரம் கைப்பேசி, ஓடிடி தளங்களைப் பயன்படுத்துவது, நீண்ட தூரப் பயணம், பணி அழுத்தம் ஆகியவற்றைக் காரணமாகப் பங்கேற்றவர்கள் குறிப்பிட்டனர். வாரத்தில் குறைந்தது மூன்று நாட்கள் பணியிடத்தில் தூக்கக் கலக்கமாக இருப்பதாக மூன்றில் ஒருவருக்கு மேல் தெரிவித்தனர்.`,
        [
          `வார இறுதி நாட்களிலும் தூங்கச் செல்வதற்கும் எழுவதற்கும் ஒரே நேரத்தைக் கடைப்பிடியுங்கள்.`,
          `தூங்குவதற்குக் குறைந்தது 30 நிமிடங்களுக்கு முன்பே திரைகளைப் பயன்படுத்துவதை நிறுத்துங்கள்.`,
          `மாலை 4 மணிக்குப் பிறகு டீ, காபி அருந்துவதையும், இரவில் தாமதமாகக் கனமான உணவு உண்பதையும் தவிருங்கள்.`,
        ],
        `நீண்டகாலத் தூக்கமின்மை நீரிழிவு, உயர் ரத்த அழுத்தம், மன அழுத்தம் ஆகியவற்றின் அபாயத்தை அதிகரிப்பதுடன், கவனக் குவிப்பையும் சாலைப் பாதுகாப்பையும் பாதிக்கும் எனத் தூக்கவியல் நிபுணர்கள் எச்சரிக்கின்றனர்.`,
        `உரத்த குறட்டை விடுபவர்களும், போதுமான நேரம் தூங்கியும் சோர்வாக எழுபவர்களும் ‘ஸ்லீப் அப்னியா’ எனப்படும் தூக்கத்தில் மூச்சுத்தடை பாதிப்பு உள்ளதா எனப் பரிசோதித்துக்கொள்ள வேண்டும் என மருத்துவர்கள் அறிவுறுத்துகின்றனர்.`,
      ],
    },
  },
];

const ENTERTAINMENT: StoryTemplate[] = [
  {
    key: "entertainment-charity-concert",
    category: "entertainment",
    scopes: ["city"],
    tags: ["music", "health"],
    nums: { number: [900, 4000], amount: [2, 15] },
    picks: { venue: HALL_VENUES },
    en: {
      title: `Charity concert in {city} raises Rs {amount} lakh for children's heart surgeries`,
      summary: `A music evening held {venueAt} in {city}, featuring film songs and Carnatic classics, drew {number} people and raised Rs {amount} lakh for free heart surgeries for children.`,
      meta: `{city} charity music concert: {number} attend and Rs {amount} lakh is raised for children's heart surgeries; young singers steal the show.`,
      body: [
        `A charity music concert held {venueAt} in {city} on {weekday} evening raised Rs {amount} lakh for free heart surgeries for children from poor families. About {number} people attended.`,
        `The three-hour programme opened with Carnatic kritis and moved on to evergreen film songs of the 1970s and 1980s, with the audience singing along. A 12-year-old singer from a local government school received a standing ovation.`,
        `Organisers said the money would fund surgeries at a charitable hospital, where the cost of each operation is kept low through donations and government insurance schemes.`,
        `> "Music brought us together, but the real heroes tonight are the doctors who will give these children a new life," said {person}, one of the organisers.`,
        `The organisers plan to make the concert an annual event and have invited local music schools to perform next year.`,
      ],
    },
    ta: {
      title: `{cityIn} இசை நிகழ்ச்சி மூலம் குழந்தைகளின் இதய அறுவைச் சிகிச்சைக்கு ரூ.{amount} லட்சம் நிதி திரட்டல்`,
      summary: `{city} {venueAt} நடைபெற்ற திரையிசை, கர்நாடக இசைப் பாடல்களுடன் கூடிய இசை மாலையில் {number} பேர் பங்கேற்றனர்; குழந்தைகளின் இலவச இதய அறுவைச் சிகிச்சைக்காக ரூ.{amount} லட்சம் திரட்டப்பட்டது.`,
      meta: `{city} அறக்கட்டளை இசை நிகழ்ச்சி: {number} பேர் பங்கேற்பு, குழந்தைகளின் இதய அறுவைச் சிகிச்சைக்கு ரூ.{amount} லட்சம்; இளம் பாடகர்கள் அசத்தல்.`,
      body: [
        `{city} {venueAt} {weekday} மாலை நடைபெற்ற அறக்கட்டளை இசை நிகழ்ச்சி மூலம், ஏழைக் குடும்பங்களைச் சேர்ந்த குழந்தைகளின் இலவச இதய அறுவைச் சிகிச்சைக்காக ரூ.{amount} லட்சம் திரட்டப்பட்டது. சுமார் {number} பேர் நிகழ்ச்சியில் கலந்துகொண்டனர்.`,
        `கர்நாடக இசைக் கீர்த்தனைகளுடன் தொடங்கிய மூன்று மணி நேர நிகழ்ச்சி, 1970, 80-களின் காலத்தால் அழியாத திரைப்பாடல்களுக்கு நகர்ந்தது; பார்வையாளர்களும் சேர்ந்து பாடினர். உள்ளூர் அரசுப் பள்ளியைச் சேர்ந்த 12 வயதுப் பாடகருக்கு அரங்கமே எழுந்து நின்று கைதட்டியது.`,
        `திரட்டப்பட்ட நிதி அறக்கட்டளை மருத்துவமனை ஒன்றில் நடைபெறும் அறுவைச் சிகிச்சைகளுக்குப் பயன்படுத்தப்படும் என்றும், நன்கொடைகள், அரசுக் காப்பீட்டுத் திட்டங்கள் மூலம் ஒவ்வொரு அறுவைச் சிகிச்சையின் செலவும் குறைவாக வைக்கப்படுகிறது என்றும் ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
        `> “இசை எங்களை ஒன்றிணைத்தது; ஆனால் இந்தக் குழந்தைகளுக்குப் புதுவாழ்வு தரப்போகும் மருத்துவர்களே இன்றைய உண்மையான நாயகர்கள்” என்று ஏற்பாட்டாளர்களில் ஒருவரான {person} கூறினார்.`,
        `இந்த இசை நிகழ்ச்சியை ஆண்டுதோறும் நடத்தத் திட்டமிட்டுள்ள ஏற்பாட்டாளர்கள், அடுத்த ஆண்டு உள்ளூர் இசைப் பள்ளிகளையும் பங்கேற்க அழைத்துள்ளனர்.`,
      ],
    },
  },
  {
    key: "entertainment-chennai-book-fair",
    category: "entertainment",
    scopes: ["state"],
    tags: ["festivals", "metro-rail"],
    nums: { count: [800, 1000], number: [12, 20] },
    en: {
      title: `Chennai Book Fair opens with {count} stalls; organisers expect {number} lakh visitors`,
      summary: `The annual Chennai Book Fair opened on {weekday} with {count} stalls from publishers across Tamil Nadu and India, and organisers expect about {number} lakh visitors over two weeks.`,
      meta: `Chennai Book Fair: {count} stalls and {number} lakh visitors expected; timings, entry, discounts and highlights for young readers.`,
      body: [
        `The Chennai Book Fair, one of the biggest book events in the country, opened on {weekday} with {count} stalls set up by Tamil and English publishers. Organisers said they expected about {number} lakh visitors over the next two weeks.`,
        `Publishers are offering a 10% discount on all books. New Tamil novels, translations of world classics and books for competitive examinations are expected to be among the best-sellers.`,
        [
          `Timings: 11 am to 8 pm on weekdays, and till 9 pm on holidays.`,
          `Free entry for students in school uniform.`,
          `Daily book launches, meet-the-author sessions and a children's corner with storytelling.`,
        ],
        `A separate pavilion has been set up for small publishers and little magazines, and the State government has announced awards for the best Tamil books of the year.`,
        `Metro Rail and city buses will run extra services to the venue on weekends, and visitors have been advised not to come by car because parking is limited.`,
      ],
    },
    ta: {
      title: `{count} அரங்குகளுடன் சென்னை புத்தகக் காட்சி தொடக்கம்: {number} லட்சம் பேர் வருகை தருவர் என எதிர்பார்ப்பு`,
      summary: `தமிழகம் மற்றும் நாடு முழுவதிலுமிருந்து வந்துள்ள பதிப்பகங்களின் {count} அரங்குகளுடன் சென்னை புத்தகக் காட்சி {weekday} தொடங்கியது; இரண்டு வாரங்களில் சுமார் {number} லட்சம் பேர் வருகை தருவர் என ஏற்பாட்டாளர்கள் எதிர்பார்க்கின்றனர்.`,
      meta: `சென்னை புத்தகக் காட்சி: {count} அரங்குகள், {number} லட்சம் பார்வையாளர்கள் எதிர்பார்ப்பு; நேரம், நுழைவு, தள்ளுபடி, சிறப்பம்சங்கள்.`,
      body: [
        `நாட்டின் மிகப்பெரிய புத்தக நிகழ்வுகளில் ஒன்றான சென்னை புத்தகக் காட்சி, தமிழ் மற்றும் ஆங்கிலப் பதிப்பகங்கள் அமைத்த {count} அரங்குகளுடன் {weekday} தொடங்கியது. அடுத்த இரண்டு வாரங்களில் சுமார் {number} லட்சம் பேர் வருகை தருவர் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
        `அனைத்துப் புத்தகங்களுக்கும் 10% தள்ளுபடி வழங்கப்படுகிறது. புதிய தமிழ் நாவல்கள், உலக இலக்கியங்களின் மொழிபெயர்ப்புகள், போட்டித் தேர்வுக்கான புத்தகங்கள் ஆகியவை அதிகம் விற்பனையாகும் என எதிர்பார்க்கப்படுகிறது.`,
        [
          `நேரம்: வேலை நாட்களில் காலை 11 மணி முதல் இரவு 8 மணி வரை; விடுமுறை நாட்களில் இரவு 9 மணி வரை.`,
          `பள்ளிச் சீருடையில் வரும் மாணவர்களுக்கு அனுமதி இலவசம்.`,
          `தினமும் புத்தக வெளியீடுகள், எழுத்தாளர்களுடன் சந்திப்பு, குழந்தைகளுக்கான கதை சொல்லும் பகுதி.`,
        ],
        `சிறு பதிப்பகங்கள், சிற்றிதழ்களுக்கெனத் தனி அரங்கம் அமைக்கப்பட்டுள்ளது; ஆண்டின் சிறந்த தமிழ் நூல்களுக்கான விருதுகளையும் மாநில அரசு அறிவித்துள்ளது.`,
        `வார இறுதி நாட்களில் மெட்ரோ ரயில், மாநகரப் பேருந்துகள் கூடுதல் சேவைகளை இயக்கும். வாகன நிறுத்த இடம் குறைவாக இருப்பதால் கார்களில் வருவதைத் தவிர்க்குமாறு பார்வையாளர்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
      ],
    },
  },
  {
    key: "entertainment-folk-arts-festival",
    category: "entertainment",
    scopes: ["city"],
    tags: ["festivals", "heritage", "music"],
    nums: { number: [150, 600], count: [20, 45] },
    en: {
      title: `{number} folk artists, {count} art forms: folk arts festival lights up {city}`,
      summary: `Karagattam, oyilattam, thappattam and therukoothu artists from across Tamil Nadu performed at a three-day folk arts festival in {city} that ended on {weekday}.`,
      meta: `{city} folk arts festival: {number} artists present {count} traditional art forms, including karagattam, oyilattam, parai and therukoothu.`,
      body: [
        `A three-day folk arts festival organised by the Department of Art and Culture concluded in {city} on {weekday}, with {number} artists presenting {count} traditional art forms.`,
        `The crowd cheered as karagattam dancers balanced decorated pots on their heads, and young people joined oyilattam troupes in the final hour. A therukoothu performance based on an episode from the Mahabharata ran late into the night.`,
        `> "Our art survives on temple festivals, which come only a few months a year. Stages like this give us dignity and income," said {person}, a thappattam artist with 30 years of experience.`,
        `Each troupe was paid an honorarium, and the department has been recording the performances for a digital archive of Tamil folk arts.`,
        `Organisers said workshops in silambam and parai would be held for schoolchildren in the coming months.`,
      ],
    },
    ta: {
      title: `{number} கலைஞர்கள், {count} கலை வடிவங்கள்: {cityIn} களைகட்டிய நாட்டுப்புறக் கலைத் திருவிழா`,
      summary: `தமிழகம் முழுவதிலுமிருந்து வந்த கரகாட்டம், ஒயிலாட்டம், தப்பாட்டம், தெருக்கூத்துக் கலைஞர்கள் பங்கேற்ற மூன்று நாள் நாட்டுப்புறக் கலைத் திருவிழா {cityIn} {weekday} நிறைவடைந்தது.`,
      meta: `{city} நாட்டுப்புறக் கலைத் திருவிழா: கரகாட்டம், ஒயிலாட்டம், பறை, தெருக்கூத்து உள்ளிட்ட {count} கலை வடிவங்களை {number} கலைஞர்கள் நிகழ்த்தினர்.`,
      body: [
        `கலை பண்பாட்டுத் துறை சார்பில் நடைபெற்ற மூன்று நாள் நாட்டுப்புறக் கலைத் திருவிழா {cityIn} {weekday} நிறைவடைந்தது. இதில் {number} கலைஞர்கள் {count} பாரம்பரியக் கலை வடிவங்களை நிகழ்த்தினர்.`,
        `அலங்கரிக்கப்பட்ட கரகத்தைத் தலையில் சுமந்து கலைஞர்கள் ஆடியபோது கூட்டம் ஆரவாரம் செய்தது; இறுதி நேரத்தில் இளைஞர்களும் ஒயிலாட்டக் குழுக்களுடன் சேர்ந்து ஆடினர். மகாபாரதக் கதையை அடிப்படையாகக் கொண்ட தெருக்கூத்து நள்ளிரவு வரை நீடித்தது.`,
        `> “ஆண்டில் சில மாதங்கள் மட்டுமே வரும் கோயில் திருவிழாக்களை நம்பித்தான் எங்கள் கலை வாழ்கிறது. இதுபோன்ற மேடைகள் எங்களுக்குக் கௌரவத்தையும் வருமானத்தையும் தருகின்றன” என்று 30 ஆண்டு அனுபவம் கொண்ட தப்பாட்டக் கலைஞர் {person} கூறினார்.`,
        `ஒவ்வொரு குழுவுக்கும் மதிப்பூதியம் வழங்கப்பட்டது. தமிழ் நாட்டுப்புறக் கலைகளுக்கான டிஜிட்டல் ஆவணக் காப்பகத்துக்காக நிகழ்ச்சிகளைத் துறை பதிவு செய்து வருகிறது.`,
        `வரும் மாதங்களில் பள்ளி மாணவர்களுக்குச் சிலம்பம், பறை பயிற்சிப் பட்டறைகள் நடத்தப்படும் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "entertainment-singing-show-winner",
    category: "entertainment",
    scopes: ["national"],
    tags: ["music"],
    nums: { amount: [10, 50], count: [14, 19] },
    picks: {
      singer: [
        { en: "Harini Selvam", ta: "ஹரிணி செல்வம்" },
        { en: "Kathir Velan", ta: "கதிர் வேலன்" },
        { en: "Anu Prakash", ta: "அனு பிரகாஷ்" },
        { en: "Surya Narayanan", ta: "சூர்ய நாராயணன்" },
        { en: "Yazhini Mohan", ta: "யாழினி மோகன்" },
      ],
    },
    en: {
      title: `{count}-year-old {singer} from {city} wins national singing reality show`,
      summary: `{singer}, a {count}-year-old from {city}, won a national television singing contest on {weekday}, taking home a prize of Rs {amount} lakh.`,
      meta: `{city} singer {singer}, {count}, wins a national TV singing show and Rs {amount} lakh: from the temple choir to the national stage.`,
      body: [
        `{singer}, a {count}-year-old student from {city}, was declared the winner of a national television singing reality show at the grand finale in Mumbai on {weekday}. The prize includes Rs {amount} lakh and a recording contract.`,
        `Over four months, {singer} impressed the judges with Hindi film songs and Sufi numbers, and won special praise for a Tamil folk song sung without any instruments in the semi-final.`,
        `> "I did not know much Hindi when I started. I learnt the meaning of every line before singing it," {singer} told reporters after the finale.`,
        `In {city}, family members and neighbours burst crackers and distributed sweets. The singer's first music teacher recalled that it all began with devotional songs at the local temple.`,
        `{singer} plans to continue learning Carnatic music and hopes to sing for Tamil films.`,
      ],
    },
    ta: {
      title: `தேசிய இசை ரியாலிட்டி நிகழ்ச்சியில் {cityNative} {count} வயது {singer} வெற்றி`,
      summary: `{cityNative} {count} வயதான {singer}, தேசியத் தொலைக்காட்சி இசைப் போட்டியில் {weekday} வெற்றி பெற்று ரூ.{amount} லட்சம் பரிசைத் தட்டிச் சென்றார்.`,
      meta: `{cityNative} {singer} ({count}) தேசியத் தொலைக்காட்சி இசைப் போட்டியில் வெற்றி, ரூ.{amount} லட்சம் பரிசு; கோயில் பஜனையிலிருந்து தேசிய மேடை வரை.`,
      body: [
        `தேசியத் தொலைக்காட்சி இசை ரியாலிட்டி நிகழ்ச்சியின் இறுதிப் போட்டி மும்பையில் {weekday} நடைபெற்றது. இதில் {cityNative} {count} வயதான {singer} வெற்றியாளராக அறிவிக்கப்பட்டார். ரூ.{amount} லட்சம் ரொக்கப் பரிசுடன் இசைப்பதிவு ஒப்பந்தமும் வழங்கப்பட்டது.`,
        `நான்கு மாதங்களாக நடைபெற்ற இந்நிகழ்ச்சியில் இந்தித் திரைப்பாடல்கள், சூஃபி பாடல்கள் மூலம் நடுவர்களைக் கவர்ந்த {singer}, அரையிறுதிப் போட்டியில் இசைக்கருவிகள் ஏதுமின்றிப் பாடிய தமிழ் நாட்டுப்புறப் பாடலுக்குப் பெரும் பாராட்டைப் பெற்றார்.`,
        `> “போட்டியில் சேர்ந்தபோது எனக்கு இந்தி அதிகம் தெரியாது. ஒவ்வொரு வரியின் பொருளையும் தெரிந்துகொண்ட பிறகே பாடினேன்” என்று இறுதிப் போட்டிக்குப் பிறகு செய்தியாளர்களிடம் {singer} கூறினார்.`,
        `{cityIn} குடும்பத்தினரும் அக்கம்பக்கத்தினரும் பட்டாசு வெடித்து இனிப்பு வழங்கிக் கொண்டாடினர். உள்ளூர்க் கோயிலில் பக்திப் பாடல்களைப் பாடியதில்தான் இந்த இசைப் பயணம் தொடங்கியது என முதல் இசை ஆசிரியர் நினைவுகூர்ந்தார்.`,
        `கர்நாடக இசையைத் தொடர்ந்து கற்க விரும்புவதாகவும், தமிழ்த் திரைப்படங்களில் பாட வேண்டும் என்பதே கனவு என்றும் {singer} தெரிவித்தார்.`,
      ],
    },
  },
  {
    key: "entertainment-composer-world-tour",
    category: "entertainment",
    scopes: ["international"],
    tags: ["music", "tamil-diaspora", "kollywood"],
    nums: { number: [8000, 30000], count: [24, 40], musicians: [40, 120] },
    picks: {
      composer: [
        { en: "Aadhavan Raja", ta: "ஆதவன் ராஜா", enOf: "Aadhavan Raja's", taOf: "ஆதவன் ராஜாவின்" },
        { en: "Mugil Anand", ta: "முகில் ஆனந்த்", enOf: "Mugil Anand's", taOf: "முகில் ஆனந்தின்" },
        { en: "Isai Selvan", ta: "இசைச்செல்வன்", enOf: "Isai Selvan's", taOf: "இசைச்செல்வனின்" },
      ],
    },
    en: {
      title: `{composerOf} live concert in {place} sold out; {number} fans sing along to Tamil hits`,
      summary: `Tamil film composer {composer} performed to a packed arena of {number} fans in {place} on {weekday}, with a {musicians}-member orchestra and {count} songs spanning two decades.`,
      meta: `{composer} live in {place}: {number} fans, {count} songs and a {musicians}-piece orchestra; highlights from the Tamil music concert.`,
      body: [
        `Tamil film composer {composer} played to a sold-out arena of about {number} fans in {place} on {weekday}, in one of the largest Tamil music concerts held outside India this year.`,
        `Backed by a {musicians}-member orchestra, the composer performed {count} songs from his films over nearly four hours, from early melodies to recent chartbusters.`,
        `Families travelled from neighbouring cities to attend, and many in the audience were young people who had grown up abroad but knew every word of the songs.`,
        `> "When the whole arena sang the chorus in Tamil, I could not hold back my tears," {composer} said on stage.`,
        `The concert is part of a world tour, with more shows planned in other cities. A portion of the proceeds will go to a music school for underprivileged children in Tamil Nadu.`,
      ],
    },
    ta: {
      title: `{placeIn} {composerOf} இசை நிகழ்ச்சி: அரங்கம் நிறைந்த {number} ரசிகர்கள் தமிழ்ப் பாடல்களைச் சேர்ந்து பாடினர்`,
      summary: `தமிழ்த் திரைப்பட இசையமைப்பாளர் {composer}, {weekday} {placeIn} {number} ரசிகர்கள் நிரம்பிய அரங்கில் {musicians} இசைக் கலைஞர்களுடன் இருபது ஆண்டுகால இசைப் பயணத்திலிருந்து {count} பாடல்களை நிகழ்த்தினார்.`,
      meta: `{placeIn} {composerOf} இசை நிகழ்ச்சி: {number} ரசிகர்கள், {count} பாடல்கள், {musicians} கலைஞர்கள் கொண்ட இசைக்குழு; சிறப்பம்சங்கள்.`,
      body: [
        `தமிழ்த் திரைப்பட இசையமைப்பாளர் {composerOf} இசை நிகழ்ச்சி {weekday} {placeIn} நடைபெற்றது. சுமார் {number} ரசிகர்களால் அரங்கம் நிரம்பி வழிந்தது. இந்த ஆண்டு இந்தியாவுக்கு வெளியே நடைபெற்ற மிகப்பெரிய தமிழ் இசை நிகழ்ச்சிகளில் இதுவும் ஒன்று.`,
        `{musicians} கலைஞர்கள் கொண்ட இசைக்குழுவுடன், தனது தொடக்ககால மெல்லிசைப் பாடல்கள் முதல் அண்மைய வெற்றிப் பாடல்கள் வரை {count} பாடல்களைச் சுமார் நான்கு மணி நேரம் அவர் நிகழ்த்தினார்.`,
        `அருகிலுள்ள நகரங்களிலிருந்தும் குடும்பங்கள் பயணம் செய்து வந்திருந்தன. வெளிநாட்டிலேயே வளர்ந்தாலும் பாடல்களின் ஒவ்வொரு வரியையும் அறிந்திருந்த இளைஞர்கள் பார்வையாளர்களில் பெருமளவில் இருந்தனர்.`,
        `> “அரங்கமே ஒன்றாகச் சேர்ந்து தமிழில் பல்லவியைப் பாடியபோது என்னால் கண்ணீரை அடக்க முடியவில்லை” என்று மேடையில் {composer} கூறினார்.`,
        `உலகச் சுற்றுப்பயணத்தின் ஒரு பகுதியான இந்த நிகழ்ச்சியைத் தொடர்ந்து பிற நகரங்களிலும் நிகழ்ச்சிகள் நடைபெறவுள்ளன. வருவாயின் ஒரு பகுதி தமிழகத்தில் உள்ள ஏழைக் குழந்தைகளுக்கான இசைப் பள்ளிக்கு வழங்கப்படும்.`,
      ],
    },
  },
  {
    key: "entertainment-government-exhibition",
    category: "entertainment",
    scopes: ["city"],
    tags: ["festivals", "buses"],
    nums: { count: [40, 140], days: [30, 60] },
    en: {
      title: `Government exhibition opens in {city} with {count} stalls, giant wheel and food court`,
      summary: `A {days}-day government exhibition opened at the exhibition grounds in {city} on {weekday}, with {count} stalls including department pavilions, amusement rides and a food court.`,
      meta: `{city} government exhibition: {count} stalls for {days} days, amusement rides and a food court; timings and entry fee.`,
      body: [
        `The annual government exhibition opened at the exhibition grounds in {city} on {weekday} and will go on for {days} days. It has {count} stalls, including pavilions of government departments, handicraft stalls and a food court.`,
        `Department pavilions explain welfare schemes such as the breakfast scheme, Pudhumai Penn and Makkalai Thedi Maruthuvam, and visitors can apply for some services on the spot.`,
        [
          `Timings: 4 pm to 10 pm on weekdays, and from 2 pm on holidays.`,
          `Entry fee: Rs 20 for adults and Rs 10 for children.`,
          `Attractions: a giant wheel, a dinosaur park, a 3D theatre and a Co-optex handloom sale.`,
        ],
        `{official} said CCTV cameras, a police outpost and a first-aid centre had been set up, and extra town buses would run in the evenings.`,
        `Traders from other districts said the exhibition was one of their biggest sales opportunities of the year.`,
      ],
    },
    ta: {
      title: `{cityIn} அரசுப் பொருட்காட்சி தொடக்கம்: {count} அரங்குகள், ராட்சத ராட்டினம், உணவுத் திடல்`,
      summary: `{city} பொருட்காட்சித் திடலில் {days} நாட்கள் நடைபெறும் அரசுப் பொருட்காட்சி {weekday} தொடங்கியது; அரசுத் துறைகளின் அரங்குகள், பொழுதுபோக்கு விளையாட்டுகள், உணவுத் திடல் உள்பட {count} அரங்குகள் இடம்பெற்றுள்ளன.`,
      meta: `{city} அரசுப் பொருட்காட்சி: {count} அரங்குகள், {days} நாட்கள், ராட்டினங்கள், உணவுத் திடல்; நேரம், நுழைவுக் கட்டணம்.`,
      body: [
        `{city} பொருட்காட்சித் திடலில் ஆண்டுதோறும் நடைபெறும் அரசுப் பொருட்காட்சி {weekday} தொடங்கியது; இது {days} நாட்கள் நடைபெறும். அரசுத் துறைகளின் அரங்குகள், கைவினைப் பொருள் கடைகள், உணவுத் திடல் உள்பட {count} அரங்குகள் அமைக்கப்பட்டுள்ளன.`,
        `காலை உணவுத் திட்டம், புதுமைப் பெண், மக்களைத் தேடி மருத்துவம் போன்ற நலத் திட்டங்களைத் துறை அரங்குகள் விளக்குகின்றன; சில சேவைகளுக்குப் பார்வையாளர்கள் அங்கேயே விண்ணப்பிக்கலாம்.`,
        [
          `நேரம்: வேலை நாட்களில் மாலை 4 மணி முதல் இரவு 10 மணி வரை; விடுமுறை நாட்களில் பிற்பகல் 2 மணி முதல்.`,
          `நுழைவுக் கட்டணம்: பெரியவர்களுக்கு ரூ.20, குழந்தைகளுக்கு ரூ.10.`,
          `சிறப்பம்சங்கள்: ராட்சத ராட்டினம், டைனோசர் பூங்கா, முப்பரிமாணத் திரையரங்கு, கோ-ஆப்டெக்ஸ் கைத்தறித் தள்ளுபடி விற்பனை.`,
        ],
        `கண்காணிப்புக் கேமராக்கள், காவல் உதவி மையம், முதலுதவி மையம் அமைக்கப்பட்டுள்ளதாகவும், மாலை நேரங்களில் கூடுதல் நகரப் பேருந்துகள் இயக்கப்படும் என்றும் {official} தெரிவித்தார்.`,
        `ஆண்டின் மிகப்பெரிய விற்பனை வாய்ப்புகளில் இந்தப் பொருட்காட்சியும் ஒன்று என வெளி மாவட்டங்களிலிருந்து வந்துள்ள வியாபாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
];

const BUSINESS: StoryTemplate[] = [
  {
    key: "business-it-park",
    category: "business",
    scopes: ["city"],
    excludeCities: ["chennai"],
    tags: ["it-jobs", "employment", "technology"],
    nums: { number: [1500, 5000], amount: [80, 650], area: [4, 9] },
    en: {
      title: `New IT park in {city} to create {number} jobs; built at Rs {amount} crore`,
      summary: `An IT park with {area} lakh sq ft of office space, built at a cost of Rs {amount} crore, was inaugurated in {city} on {weekday} and is expected to create about {number} jobs.`,
      meta: `{city} IT park: {area} lakh sq ft, Rs {amount} crore and {number} jobs expected; companies, skill training and transport links.`,
      body: [
        `A new IT park built by ELCOT at a cost of Rs {amount} crore was inaugurated in {city} on {weekday}. The facility has {area} lakh square feet of office space and is expected to create about {number} direct jobs.`,
        `Officials said several software and engineering services companies had already booked space, drawn by lower rents than in Chennai and the availability of graduates from nearby engineering colleges.`,
        `> "Many of our students used to move to Chennai or Bengaluru for their first job. Now they can build careers close to home," said {person}, a placement officer at a local college.`,
        `The park has a skill training centre, a creche and a food court. Town buses will be extended to the campus, and a dedicated power substation has been set up.`,
        `The government said more tier-II cities would get similar parks to spread IT jobs beyond the capital.`,
      ],
    },
    ta: {
      title: `{cityIn} புதிய ஐ.டி. பூங்கா: {number} பேருக்கு வேலைவாய்ப்பு; ரூ.{amount} கோடியில் கட்டுமானம்`,
      summary: `{cityIn} ரூ.{amount} கோடி செலவில் {area} லட்சம் சதுர அடி அலுவலகப் பரப்புடன் கட்டப்பட்ட ஐ.டி. பூங்கா {weekday} திறக்கப்பட்டது; இதன் மூலம் சுமார் {number} பேருக்கு வேலைவாய்ப்பு கிடைக்கும்.`,
      meta: `{city} ஐ.டி. பூங்கா: {area} லட்சம் சதுர அடி, ரூ.{amount} கோடி, {number} வேலைவாய்ப்புகள்; நிறுவனங்கள், திறன் பயிற்சி, போக்குவரத்து வசதி.`,
      body: [
        `எல்காட் நிறுவனம் ரூ.{amount} கோடி செலவில் {cityIn} கட்டியுள்ள புதிய ஐ.டி. பூங்கா {weekday} திறந்து வைக்கப்பட்டது. {area} லட்சம் சதுர அடி அலுவலகப் பரப்பைக் கொண்ட இந்த வளாகத்தின் மூலம் சுமார் {number} பேருக்கு நேரடி வேலைவாய்ப்பு கிடைக்கும் என எதிர்பார்க்கப்படுகிறது.`,
        `சென்னையைவிடக் குறைந்த வாடகை, அருகிலுள்ள பொறியியல் கல்லூரிகளிலிருந்து பட்டதாரிகள் எளிதாகக் கிடைப்பது ஆகியவற்றால் ஈர்க்கப்பட்டு, பல மென்பொருள் மற்றும் பொறியியல் சேவை நிறுவனங்கள் ஏற்கெனவே இடத்தை முன்பதிவு செய்துள்ளதாக அதிகாரிகள் தெரிவித்தனர்.`,
        `> “எங்கள் மாணவர்கள் பலர் முதல் வேலைக்காகச் சென்னைக்கோ பெங்களூருக்கோ செல்ல வேண்டியிருந்தது. இனி சொந்த ஊருக்கு அருகிலேயே அவர்கள் வாழ்க்கையை அமைத்துக்கொள்ளலாம்” என்று உள்ளூர்க் கல்லூரியின் வேலைவாய்ப்பு அலுவலர் {person} கூறினார்.`,
        `இந்த வளாகத்தில் திறன் பயிற்சி மையம், குழந்தைகள் காப்பகம், உணவகம் ஆகியவை உள்ளன. நகரப் பேருந்துகள் வளாகம் வரை நீட்டிக்கப்படும்; தனி துணை மின் நிலையமும் அமைக்கப்பட்டுள்ளது.`,
        `தலைநகருக்கு அப்பாலும் ஐ.டி. வேலைவாய்ப்புகளைப் பரவலாக்கும் வகையில், மேலும் பல இரண்டாம் நிலை நகரங்களில் இதுபோன்ற பூங்காக்கள் அமைக்கப்படும் என அரசு தெரிவித்துள்ளது.`,
      ],
    },
  },
  {
    key: "business-investment-mous",
    category: "business",
    scopes: ["state"],
    tags: ["manufacturing", "employment", "electric-vehicles"],
    nums: { amount: [4000, 68000], count: [8, 40], number: [5000, 90000] },
    en: {
      title: `Tamil Nadu signs {count} MoUs worth Rs {amount} crore; {number} jobs promised`,
      summary: `The Tamil Nadu government signed {count} agreements worth Rs {amount} crore with companies in electronics, renewable energy and footwear on {weekday}, promising about {number} jobs.`,
      meta: `Tamil Nadu investment MoUs: Rs {amount} crore, {count} companies and {number} jobs; the sectors and districts that will benefit.`,
      body: [
        `The Tamil Nadu government signed {count} memoranda of understanding worth Rs {amount} crore with domestic and foreign companies in Chennai on {weekday}. The projects are expected to create about {number} jobs.`,
        `The investments are spread across electronics manufacturing, solar and wind equipment, electric vehicle components, non-leather footwear and data centres.`,
        [
          `Several projects are planned in southern districts such as Thoothukkudi and Tirunelveli.`,
          `Footwear units in Ranipet, Vellore and Tirupattur districts will employ mainly women.`,
          `Guidance Tamil Nadu will track each project through a single-window portal.`,
        ],
        `The Industries Minister said progress would be reviewed every quarter so that agreements turn into factories on the ground, and that land had already been identified for most projects.`,
        `Opposition parties said the government should publish data on how many earlier MoUs had been implemented.`,
      ],
    },
    ta: {
      title: `தமிழகத்தில் ரூ.{amount} கோடி முதலீட்டில் {count} புரிந்துணர்வு ஒப்பந்தங்கள்: {number} பேருக்கு வேலைவாய்ப்பு`,
      summary: `மின்னணுவியல், புதுப்பிக்கத்தக்க எரிசக்தி, காலணி உள்ளிட்ட துறைகளைச் சேர்ந்த நிறுவனங்களுடன் ரூ.{amount} கோடி மதிப்பிலான {count} ஒப்பந்தங்களைத் தமிழக அரசு {weekday} மேற்கொண்டது; சுமார் {number} பேருக்கு வேலைவாய்ப்பு கிடைக்கும்.`,
      meta: `தமிழக முதலீட்டு ஒப்பந்தங்கள்: ரூ.{amount} கோடி, {count} நிறுவனங்கள், {number} வேலைவாய்ப்புகள்; பயன்பெறும் துறைகள், மாவட்டங்கள்.`,
      body: [
        `உள்நாட்டு மற்றும் வெளிநாட்டு நிறுவனங்களுடன் ரூ.{amount} கோடி மதிப்பிலான {count} புரிந்துணர்வு ஒப்பந்தங்களைத் தமிழக அரசு {weekday} சென்னையில் மேற்கொண்டது. இத்திட்டங்கள் மூலம் சுமார் {number} பேருக்கு வேலைவாய்ப்பு கிடைக்கும் என எதிர்பார்க்கப்படுகிறது.`,
        `மின்னணுப் பொருட்கள் உற்பத்தி, சூரிய மற்றும் காற்றாலை உபகரணங்கள், மின்சார வாகன உதிரிபாகங்கள், தோல் அல்லாத காலணிகள், தரவு மையங்கள் உள்ளிட்ட துறைகளில் இந்த முதலீடுகள் மேற்கொள்ளப்படவுள்ளன.`,
        [
          `தூத்துக்குடி, திருநெல்வேலி போன்ற தென் மாவட்டங்களில் பல திட்டங்கள் அமையவுள்ளன.`,
          `ராணிப்பேட்டை, வேலூர், திருப்பத்தூர் மாவட்டங்களில் அமையும் காலணித் தொழிற்சாலைகளில் பெரும்பாலும் பெண்களே பணியமர்த்தப்படுவர்.`,
          `ஒவ்வொரு திட்டத்தையும் ஒற்றைச் சாளர இணையதளம் மூலம் ‘கைடன்ஸ் தமிழ்நாடு’ நிறுவனம் கண்காணிக்கும்.`,
        ],
        `ஒப்பந்தங்கள் களத்தில் தொழிற்சாலைகளாக உருவெடுப்பதை உறுதிசெய்யக் காலாண்டுதோறும் முன்னேற்றம் ஆய்வு செய்யப்படும் என்றும், பெரும்பாலான திட்டங்களுக்கு ஏற்கெனவே நிலம் கண்டறியப்பட்டுள்ளது என்றும் தொழில் துறை அமைச்சர் தெரிவித்தார்.`,
        `முந்தைய ஒப்பந்தங்களில் எத்தனை நடைமுறைக்கு வந்துள்ளன என்ற விவரங்களை அரசு வெளியிட வேண்டும் என எதிர்க்கட்சிகள் வலியுறுத்தின.`,
      ],
    },
  },
  {
    key: "business-textile-export-orders",
    category: "business",
    scopes: ["city"],
    cities: ["tiruppur", "erode", "karur", "coimbatore", "salem", "kumarapalayam", "kanchipuram", "rajapalayam", "madurai"],
    tags: ["textiles", "exports", "employment"],
    nums: { percent: [8, 32] },
    en: {
      title: `Export orders for textile units in {city} up {percent}%; labour shortage a worry`,
      summary: `Garment and textile exporters in {city} say fresh orders from Europe and the US have risen by {percent}% this season, though a shortage of skilled workers is slowing production.`,
      meta: `{city} textile exports: orders from Europe and US buyers up {percent}%; exporters flag worker shortage, yarn prices and power costs.`,
      body: [
        `Textile and garment exporters in {city} have reported a {percent}% rise in export orders this season compared with last year, an industry association said on {weekday}. Buyers in Europe and the United States are shifting part of their sourcing to India.`,
        `Orders for cotton knitwear, home textiles and sustainable fabrics made from recycled yarn are growing fastest. Several units have started running an extra shift.`,
        `> "We have orders till the next season, but we are short of tailors and checkers. Training centres must produce more skilled workers," said {person}, who runs an export unit.`,
        `Exporters also flagged volatile cotton yarn prices and high power tariffs, and urged the government to extend interest subsidies on export credit.`,
        `Officials said the new textile park and skill development programmes under the State's textile policy would help units meet the rising demand.`,
      ],
    },
    ta: {
      title: `{city} ஜவுளி நிறுவனங்களுக்கு ஏற்றுமதி ஆர்டர்கள் {percent}% அதிகரிப்பு; தொழிலாளர் பற்றாக்குறை கவலை`,
      summary: `ஐரோப்பா, அமெரிக்காவிலிருந்து வரும் புதிய ஆர்டர்கள் இந்தப் பருவத்தில் {percent}% அதிகரித்துள்ளதாக {city} ஆடை, ஜவுளி ஏற்றுமதியாளர்கள் தெரிவிக்கின்றனர்; திறன்மிக்க தொழிலாளர்கள் பற்றாக்குறையால் உற்பத்தி பாதிக்கப்படுகிறது.`,
      meta: `{city} ஜவுளி ஏற்றுமதி: ஐரோப்பா, அமெரிக்க ஆர்டர்கள் {percent}% உயர்வு; தொழிலாளர் பற்றாக்குறை, நூல் விலை, மின் கட்டணம் குறித்து ஏற்றுமதியாளர்கள் கவலை.`,
      body: [
        `கடந்த ஆண்டுடன் ஒப்பிடுகையில் இந்தப் பருவத்தில் {city} ஜவுளி, ஆடை ஏற்றுமதியாளர்களுக்கான ஏற்றுமதி ஆர்டர்கள் {percent}% அதிகரித்துள்ளதாகத் தொழில் சங்கம் ஒன்று {weekday} தெரிவித்தது. ஐரோப்பா, அமெரிக்க வாங்குநர்கள் தங்கள் கொள்முதலின் ஒரு பகுதியை இந்தியாவுக்கு மாற்றி வருகின்றனர்.`,
        `பருத்தி பின்னலாடைகள், வீட்டு உபயோக ஜவுளிகள், மறுசுழற்சி நூலில் தயாரிக்கப்படும் சூழலுக்கு உகந்த துணிகளுக்கான ஆர்டர்கள் வேகமாக அதிகரித்து வருகின்றன. பல நிறுவனங்கள் கூடுதல் ஷிஃப்ட் இயக்கத் தொடங்கியுள்ளன.`,
        `> “அடுத்த பருவம் வரை ஆர்டர்கள் கையில் உள்ளன; ஆனால் தையல் கலைஞர்களும் தரப் பரிசோதகர்களும் போதுமான அளவில் இல்லை. பயிற்சி மையங்கள் அதிக திறன்மிக்க தொழிலாளர்களை உருவாக்க வேண்டும்” என்று ஏற்றுமதி நிறுவனம் நடத்தும் {person} கூறினார்.`,
        `பருத்தி நூல் விலையில் ஏற்படும் ஏற்ற இறக்கம், அதிக மின் கட்டணம் ஆகியவற்றையும் சுட்டிக்காட்டிய ஏற்றுமதியாளர்கள், ஏற்றுமதிக் கடனுக்கான வட்டி மானியத்தை நீட்டிக்க வேண்டும் என அரசை வலியுறுத்தினர்.`,
        `மாநில ஜவுளிக் கொள்கையின் கீழ் அமையும் புதிய ஜவுளிப் பூங்கா, திறன் மேம்பாட்டுத் திட்டங்கள் ஆகியவை அதிகரிக்கும் தேவையை நிறுவனங்கள் எதிர்கொள்ள உதவும் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "business-ev-sales",
    category: "business",
    scopes: ["national"],
    tags: ["electric-vehicles", "manufacturing", "fuel-price"],
    nums: { percent: [18, 65], share: [40, 55] },
    picks: {
      lakh: [
        { en: "1.1", ta: "1.1" },
        { en: "1.4", ta: "1.4" },
        { en: "1.8", ta: "1.8" },
        { en: "2.2", ta: "2.2" },
      ],
    },
    en: {
      title: `Electric two-wheeler sales jump {percent}%; Tamil Nadu factories make {share}% of them`,
      summary: `Sales of electric two-wheelers in India rose {percent}% last month to {lakh} lakh units, and factories in Tamil Nadu made about {share}% of them, industry data released on {weekday} show.`,
      meta: `EV two-wheeler sales up {percent}% to {lakh} lakh units; plants in Hosur and Krishnagiri lead production. The outlook for charging and subsidies.`,
      body: [
        `Electric two-wheeler sales in India rose {percent}% year on year last month to about {lakh} lakh units, according to industry data released on {weekday}. Falling battery prices and rising petrol costs have pushed buyers towards electric scooters.`,
        `Factories in Tamil Nadu, mainly around Hosur, Krishnagiri and Chennai, accounted for about {share}% of the electric two-wheelers produced in the country, making the State the largest EV manufacturing hub.`,
        `Manufacturers said demand was strongest among delivery workers and college students, for whom low running costs matter most. Dealers in smaller towns reported growing interest as more charging points come up.`,
        `Industry bodies urged the Centre to keep incentives stable and to set common standards for battery swapping so that customers can switch easily between brands.`,
      ],
    },
    ta: {
      title: `மின்சார இருசக்கர வாகன விற்பனை {percent}% உயர்வு; {share}% தமிழகத் தொழிற்சாலைகளில் தயாரிப்பு`,
      summary: `கடந்த மாதம் இந்தியாவில் மின்சார இருசக்கர வாகனங்களின் விற்பனை {percent}% உயர்ந்து {lakh} லட்சமாக அதிகரித்துள்ளது; அவற்றில் சுமார் {share}% தமிழகத் தொழிற்சாலைகளில் தயாரிக்கப்பட்டவை என {weekday} வெளியான தொழில்துறைப் புள்ளிவிவரங்கள் தெரிவிக்கின்றன.`,
      meta: `மின்சார இருசக்கர வாகன விற்பனை {percent}% உயர்ந்து {lakh} லட்சம்; ஓசூர், கிருஷ்ணகிரி தொழிற்சாலைகள் முன்னிலை; சார்ஜிங், மானியம் குறித்த பார்வை.`,
      body: [
        `கடந்த ஆண்டின் இதே மாதத்துடன் ஒப்பிடுகையில், கடந்த மாதம் இந்தியாவில் மின்சார இருசக்கர வாகனங்களின் விற்பனை {percent}% உயர்ந்து சுமார் {lakh} லட்சமாக அதிகரித்துள்ளதாக {weekday} வெளியான தொழில்துறைப் புள்ளிவிவரங்கள் தெரிவிக்கின்றன. பேட்டரி விலை குறைவு, பெட்ரோல் விலை உயர்வு ஆகியவை வாடிக்கையாளர்களை மின்சார ஸ்கூட்டர்களை நோக்கித் திருப்பியுள்ளன.`,
        `நாட்டில் தயாரிக்கப்பட்ட மின்சார இருசக்கர வாகனங்களில் சுமார் {share}% ஓசூர், கிருஷ்ணகிரி, சென்னை பகுதிகளில் உள்ள தமிழகத் தொழிற்சாலைகளில் உற்பத்தியானவை. இதன் மூலம் மின்சார வாகன உற்பத்தியின் மிகப்பெரிய மையமாகத் தமிழகம் திகழ்கிறது.`,
        `குறைந்த இயக்கச் செலவு முக்கியமாகக் கருதப்படும் டெலிவரி ஊழியர்கள், கல்லூரி மாணவர்களிடையே தேவை அதிகமாக உள்ளதாக உற்பத்தியாளர்கள் தெரிவித்தனர். சார்ஜிங் மையங்கள் அதிகரித்து வருவதால் சிறு நகரங்களிலும் ஆர்வம் கூடியுள்ளதாக விற்பனையாளர்கள் கூறுகின்றனர்.`,
        `ஊக்கத்தொகைகளை நிலையாகத் தொடர வேண்டும் என்றும், வாடிக்கையாளர்கள் எந்த நிறுவனத்தின் பேட்டரியையும் எளிதாக மாற்றிக்கொள்ளும் வகையில் பேட்டரி மாற்றுக்குப் பொதுவான தரநிலைகளை வகுக்க வேண்டும் என்றும் தொழில் அமைப்புகள் மத்திய அரசை வலியுறுத்தின.`,
      ],
    },
  },
  {
    key: "business-investment-roadshow",
    category: "business",
    scopes: ["international"],
    tags: ["manufacturing", "tamil-diaspora", "startups"],
    nums: { amount: [3000, 25000], count: [6, 20] },
    en: {
      title: `Tamil Nadu delegation in {place} secures investment pledges worth Rs {amount} crore`,
      summary: `A Tamil Nadu delegation led by the Industries Minister met investors in {place} and secured pledges worth Rs {amount} crore from {count} companies.`,
      meta: `Tamil Nadu investment roadshow in {place}: Rs {amount} crore in pledges from {count} companies in electronics, renewable energy and logistics.`,
      body: [
        `A Tamil Nadu government delegation led by the Industries Minister held a series of meetings with investors in {place} on {weekday} and secured investment pledges worth Rs {amount} crore from {count} companies.`,
        `The companies are in electronics, renewable energy, logistics, medical devices and software. The delegation highlighted the State's skilled workforce, ports and industrial parks, and its record of quick approvals.`,
        `> "Investors want stable policies and a trained workforce. Tamil Nadu offers both," the Minister told a gathering of business leaders, many of them of Tamil origin.`,
        `Officials said land allotment and approvals for the pledged projects would be fast-tracked through Guidance Tamil Nadu, and that some units were expected to begin construction within a year.`,
        `The delegation also met Tamil associations in {place} to encourage members of the diaspora to invest in start-ups and manufacturing in their home districts.`,
      ],
    },
    ta: {
      title: `{placeIn} தமிழகக் குழு: ரூ.{amount} கோடி முதலீட்டுக்கு {count} நிறுவனங்கள் உறுதி`,
      summary: `தொழில் துறை அமைச்சர் தலைமையில் {placeTo}ச் சென்ற தமிழகக் குழு, முதலீட்டாளர்களைச் சந்தித்து {count} நிறுவனங்களிடமிருந்து ரூ.{amount} கோடி முதலீட்டு உறுதிமொழிகளைப் பெற்றது.`,
      meta: `{placeIn} தமிழக முதலீட்டு ஈர்ப்புப் பயணம்: மின்னணுவியல், புதுப்பிக்கத்தக்க எரிசக்தி, சரக்குப் போக்குவரத்துத் துறைகளைச் சேர்ந்த {count} நிறுவனங்கள் ரூ.{amount} கோடி முதலீட்டு உறுதி.`,
      body: [
        `தொழில் துறை அமைச்சர் தலைமையிலான தமிழக அரசுக் குழு {weekday} {placeIn} முதலீட்டாளர்களுடன் தொடர் சந்திப்புகளை நடத்தியது. இதில் {count} நிறுவனங்களிடமிருந்து ரூ.{amount} கோடி மதிப்பிலான முதலீட்டு உறுதிமொழிகள் பெறப்பட்டன.`,
        `இந்நிறுவனங்கள் மின்னணுவியல், புதுப்பிக்கத்தக்க எரிசக்தி, சரக்குப் போக்குவரத்து, மருத்துவக் கருவிகள், மென்பொருள் ஆகிய துறைகளைச் சேர்ந்தவை. மாநிலத்தின் திறன்மிக்க மனிதவளம், துறைமுகங்கள், தொழிற்பூங்காக்கள், விரைவான அனுமதிகள் ஆகியவற்றை இக்குழு எடுத்துரைத்தது.`,
        `> “முதலீட்டாளர்கள் நிலையான கொள்கைகளையும் பயிற்சி பெற்ற மனிதவளத்தையும் எதிர்பார்க்கின்றனர். இரண்டையும் தமிழகம் வழங்குகிறது” என்று தமிழ் வம்சாவளியினர் பலர் பங்கேற்ற தொழிலதிபர்கள் கூட்டத்தில் அமைச்சர் தெரிவித்தார்.`,
        `உறுதியளிக்கப்பட்ட திட்டங்களுக்கான நில ஒதுக்கீடும் அனுமதிகளும் ‘கைடன்ஸ் தமிழ்நாடு’ மூலம் விரைவுபடுத்தப்படும் என்றும், சில தொழிற்சாலைகளின் கட்டுமானம் ஓராண்டுக்குள் தொடங்கும் என்றும் அதிகாரிகள் தெரிவித்தனர்.`,
        `புலம்பெயர் தமிழர்கள் தங்கள் சொந்த மாவட்டங்களில் ஸ்டார்ட்அப், உற்பத்தித் தொழில்களில் முதலீடு செய்ய ஊக்குவிக்கும் வகையில், {placeIn} உள்ள தமிழ்ச் சங்கங்களையும் இக்குழு சந்தித்தது.`,
      ],
    },
  },
  {
    key: "business-startup-hub",
    category: "business",
    scopes: ["city"],
    excludeCities: ["chennai"],
    tags: ["startups", "technology", "employment"],
    nums: { count: [20, 60], amount: [2, 12] },
    en: {
      title: `Start-up incubation centre opens in {city} with space for {count} start-ups`,
      summary: `A regional start-up hub set up by StartupTN at a cost of Rs {amount} crore opened in {city} on {weekday}, offering office space, mentoring and seed funding for {count} start-ups.`,
      meta: `StartupTN regional hub in {city}: space for {count} start-ups in a Rs {amount} crore facility, with mentoring and seed grants; how to apply.`,
      body: [
        `A regional start-up incubation centre set up by StartupTN at a cost of Rs {amount} crore opened in {city} on {weekday}. It can house {count} start-ups and offers shared offices, a prototyping lab and meeting rooms.`,
        `Founders selected for the centre will get mentoring from industry experts, help with patents and company registration, and access to the State's seed grant fund for early-stage ideas.`,
        [
          `Priority sectors: agritech, food processing, textiles, healthcare and rural services.`,
          `Seats are reserved for women-led and first-generation founders.`,
          `Applications can be submitted online throughout the year.`,
        ],
        `Young entrepreneurs at the launch said they had until now had to travel to Chennai for investor meetings and networking events.`,
        `> "I built a drip irrigation controller in my village. Now I have a place to test it, find customers and meet investors without leaving my district," said {person}, one of the first founders at the centre.`,
        `Officials said demo days with investors would be held every quarter.`,
      ],
    },
    ta: {
      title: `{cityIn} ஸ்டார்ட்அப் வளர்ப்பு மையம் திறப்பு: {count} புத்தொழில் நிறுவனங்களுக்கு இடவசதி`,
      summary: `ஸ்டார்ட்அப் டி.என். சார்பில் ரூ.{amount} கோடி செலவில் அமைக்கப்பட்ட மண்டல ஸ்டார்ட்அப் மையம் {cityIn} {weekday} திறக்கப்பட்டது; {count} புத்தொழில் நிறுவனங்களுக்கு அலுவலக இடம், வழிகாட்டுதல், தொடக்க நிதி வழங்கப்படும்.`,
      meta: `{city} ஸ்டார்ட்அப் டி.என். மண்டல மையம்: {count} நிறுவனங்களுக்கு இடம், ரூ.{amount} கோடி வசதி, வழிகாட்டுதல், தொடக்க மானியம்; விண்ணப்பிப்பது எப்படி?`,
      body: [
        `ஸ்டார்ட்அப் டி.என். நிறுவனம் ரூ.{amount} கோடி செலவில் அமைத்துள்ள மண்டல ஸ்டார்ட்அப் வளர்ப்பு மையம் {cityIn} {weekday} திறக்கப்பட்டது. {count} புத்தொழில் நிறுவனங்கள் செயல்படக்கூடிய இந்த மையத்தில் பகிர்வு அலுவலகங்கள், மாதிரி உருவாக்க ஆய்வகம், கூட்ட அரங்குகள் உள்ளன.`,
        `இம்மையத்துக்குத் தேர்வு செய்யப்படும் நிறுவனர்களுக்குத் தொழில் நிபுணர்களின் வழிகாட்டுதல், காப்புரிமை, நிறுவனப் பதிவுக்கான உதவி, தொடக்க நிலை யோசனைகளுக்கான மாநில அரசின் தொடக்க மானிய நிதி ஆகியவை கிடைக்கும்.`,
        [
          `முன்னுரிமைத் துறைகள்: வேளாண் தொழில்நுட்பம், உணவுப் பதப்படுத்துதல், ஜவுளி, சுகாதாரம், கிராமப்புறச் சேவைகள்.`,
          `பெண்கள் தலைமையிலான நிறுவனங்களுக்கும் முதல் தலைமுறை தொழில்முனைவோருக்கும் இட ஒதுக்கீடு உண்டு.`,
          `ஆண்டு முழுவதும் இணையம் வழியாக விண்ணப்பிக்கலாம்.`,
        ],
        `முதலீட்டாளர் சந்திப்புகளுக்கும் தொழில் தொடர்பு நிகழ்வுகளுக்கும் இதுவரை சென்னைக்குச் செல்ல வேண்டியிருந்ததாகத் தொடக்க விழாவில் பங்கேற்ற இளம் தொழில்முனைவோர் தெரிவித்தனர்.`,
        `> “என் கிராமத்தில் சொட்டு நீர்ப் பாசனக் கட்டுப்பாட்டுக் கருவியை உருவாக்கினேன். இப்போது மாவட்டத்தை விட்டு வெளியே செல்லாமலேயே அதைச் சோதிக்கவும், வாடிக்கையாளர்களைக் கண்டறியவும், முதலீட்டாளர்களைச் சந்திக்கவும் இடம் கிடைத்துள்ளது” என்று இம்மையத்தின் முதல் நிறுவனர்களில் ஒருவரான {person} கூறினார்.`,
        `காலாண்டுக்கு ஒருமுறை முதலீட்டாளர்களுடன் செயல்விளக்க நாள் நடத்தப்படும் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
];

const TRAVEL: StoryTemplate[] = [
  {
    key: "travel-festival-special-buses",
    category: "travel",
    scopes: ["city"],
    tags: ["buses", "festivals", "traffic"],
    nums: { number: [120, 900] },
    picks: { festival: FESTIVALS },
    en: {
      title: `{number} special buses from {city} for {festival}; online booking opens`,
      summary: `State transport corporations will run {number} special buses from {city} to {city2} and other destinations ahead of {festival}, with reservations open online.`,
      meta: `Special buses from {city} for {festival}: {number} extra services, routes, booking details and helpline numbers.`,
      body: [
        `The State Express Transport Corporation and the regional transport corporations will operate {number} special buses from {city} ahead of {festival}, officials said on {weekday}. Services will run to {city2} and other major towns over three days.`,
        `Seats can be reserved on the TNSTC website and app. Additional counters will function at the bus stand, and passengers with reservations have been advised to arrive at least 30 minutes before departure.`,
        [
          `Special buses will leave from separate bays to avoid crowding.`,
          `Return services have been planned for the day after the holidays.`,
          `Passengers can report excess fares charged by private operators to the transport department helpline.`,
        ],
        `Traffic police will regulate vehicles on the roads leading to the bus stand, and parking near the terminus will be restricted during peak hours.`,
        `Officials said the number of buses could be increased further depending on bookings.`,
      ],
    },
    ta: {
      title: `{festivalAcc} முன்னிட்டு {cityFrom} {number} சிறப்புப் பேருந்துகள்; இணையத்தில் முன்பதிவு தொடக்கம்`,
      summary: `{festivalAcc} முன்னிட்டு {cityFrom} {city2} உள்ளிட்ட ஊர்களுக்கு {number} சிறப்புப் பேருந்துகளை அரசுப் போக்குவரத்துக் கழகங்கள் இயக்கவுள்ளன; இணையம் வழியாக முன்பதிவு செய்யலாம்.`,
      meta: `{festival} சிறப்புப் பேருந்துகள்: {cityFrom} {number} கூடுதல் சேவைகள்; வழித்தடங்கள், முன்பதிவு விவரம், உதவி எண்கள்.`,
      body: [
        `{festivalAcc} முன்னிட்டு {cityFrom} {number} சிறப்புப் பேருந்துகள் இயக்கப்படும் என அதிகாரிகள் {weekday} தெரிவித்தனர். அரசு விரைவுப் போக்குவரத்துக் கழகம், மண்டலப் போக்குவரத்துக் கழகங்கள் சார்பில் மூன்று நாட்களுக்கு {city2} உள்ளிட்ட முக்கிய நகரங்களுக்கு இந்தப் பேருந்துகள் இயக்கப்படும்.`,
        `தமிழ்நாடு அரசுப் போக்குவரத்துக் கழக இணையதளம், செயலி மூலம் இருக்கைகளை முன்பதிவு செய்யலாம். பேருந்து நிலையத்தில் கூடுதல் முன்பதிவு மையங்கள் செயல்படும்; முன்பதிவு செய்தவர்கள் புறப்படும் நேரத்துக்குக் குறைந்தது 30 நிமிடங்கள் முன்பே வருமாறு அறிவுறுத்தப்பட்டுள்ளனர்.`,
        [
          `நெரிசலைத் தவிர்க்கச் சிறப்புப் பேருந்துகள் தனி நடைமேடைகளிலிருந்து புறப்படும்.`,
          `விடுமுறை முடிந்த மறுநாள் திரும்புவதற்கான பேருந்துகளும் திட்டமிடப்பட்டுள்ளன.`,
          `தனியார் பேருந்துகள் கூடுதல் கட்டணம் வசூலித்தால் போக்குவரத்துத் துறையின் உதவி எண்ணில் புகார் செய்யலாம்.`,
        ],
        `பேருந்து நிலையத்துக்குச் செல்லும் சாலைகளில் போக்குவரத்துக் காவல்துறையினர் வாகனப் போக்குவரத்தை ஒழுங்குபடுத்துவர்; நெரிசல் மிகுந்த நேரங்களில் பேருந்து நிலையம் அருகே வாகனங்களை நிறுத்தக் கட்டுப்பாடு விதிக்கப்படும்.`,
        `முன்பதிவு நிலவரத்தைப் பொறுத்துப் பேருந்துகளின் எண்ணிக்கை மேலும் அதிகரிக்கப்படலாம் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "travel-hill-station-rush",
    category: "travel",
    scopes: ["state"],
    tags: ["hill-stations", "tourism", "traffic"],
    nums: { percent: [20, 70], number: [6000, 15000] },
    en: {
      title: `Hill stations see {percent}% more tourists; e-pass checks tightened in Nilgiris, Kodaikanal`,
      summary: `Udhagamandalam, Kodaikanal and Yercaud are seeing {percent}% more visitors than last year as families escape the heat, prompting the authorities to regulate vehicles.`,
      meta: `Tamil Nadu hill stations rush: tourist numbers up {percent}%; e-pass rules for Ooty and Kodaikanal, traffic diversions and travel tips.`,
      body: [
        `Hill stations in Tamil Nadu are witnessing a surge in tourists, with Udhagamandalam, Kodaikanal and Yercaud recording about {percent}% more visitors this season than last year, officials said on {weekday}.`,
        `Vehicles entering the Nilgiris and Kodaikanal need an e-pass, and checkposts have been strengthened. On weekends about {number} vehicles a day enter the Nilgiris alone, leading to long queues on the ghat roads.`,
        [
          `Apply for the e-pass online before starting the journey.`,
          `Use government buses and the Nilgiri Mountain Railway where possible.`,
          `Plastic water bottles and carry bags are banned in the hills.`,
        ],
        `Hotels and homestays reported near-full occupancy on weekends. The flower show and fruit show are expected to draw even bigger crowds.`,
        `Residents and environmentalists have urged the authorities to cap vehicle numbers to protect the fragile ecology of the Western Ghats.`,
      ],
    },
    ta: {
      title: `மலைவாசஸ்தலங்களில் சுற்றுலாப் பயணிகள் {percent}% அதிகரிப்பு; உதகை, கொடைக்கானலில் இ-பாஸ் சோதனை தீவிரம்`,
      summary: `வெயிலிலிருந்து தப்பிக்கக் குடும்பங்கள் படையெடுப்பதால் உதகமண்டலம், கொடைக்கானல், ஏற்காடு ஆகிய இடங்களுக்கு வருவோரின் எண்ணிக்கை கடந்த ஆண்டைவிட {percent}% அதிகரித்துள்ளது; வாகனப் போக்குவரத்தை அதிகாரிகள் ஒழுங்குபடுத்தி வருகின்றனர்.`,
      meta: `தமிழக மலைவாசஸ்தலங்களில் கூட்டம்: சுற்றுலாப் பயணிகள் {percent}% அதிகரிப்பு; உதகை, கொடைக்கானல் இ-பாஸ் விதிகள், போக்குவரத்து மாற்றம், பயணக் குறிப்புகள்.`,
      body: [
        `தமிழக மலைவாசஸ்தலங்களில் சுற்றுலாப் பயணிகளின் வருகை அதிகரித்துள்ளது. உதகமண்டலம், கொடைக்கானல், ஏற்காடு ஆகிய இடங்களில் கடந்த ஆண்டைவிட இந்தப் பருவத்தில் சுமார் {percent}% கூடுதல் பயணிகள் வருகை தந்துள்ளதாக அதிகாரிகள் {weekday} தெரிவித்தனர்.`,
        `நீலகிரி மாவட்டம், கொடைக்கானலுக்குள் நுழையும் வாகனங்களுக்கு இ-பாஸ் கட்டாயம்; சோதனைச் சாவடிகளும் பலப்படுத்தப்பட்டுள்ளன. வார இறுதி நாட்களில் நீலகிரிக்குள் மட்டும் நாளொன்றுக்குச் சுமார் {number} வாகனங்கள் நுழைவதால், மலைப்பாதைகளில் நீண்ட வரிசை காணப்படுகிறது.`,
        [
          `பயணத்தைத் தொடங்கும் முன் இணையத்தில் இ-பாஸுக்கு விண்ணப்பியுங்கள்.`,
          `முடிந்தவரை அரசுப் பேருந்துகளையும் நீலகிரி மலை ரயிலையும் பயன்படுத்துங்கள்.`,
          `மலைப் பகுதிகளில் பிளாஸ்டிக் தண்ணீர் பாட்டில்கள், பைகளுக்குத் தடை உள்ளது.`,
        ],
        `வார இறுதி நாட்களில் தங்கும் விடுதிகள், வீட்டுத் தங்குமிடங்கள் கிட்டத்தட்ட நிரம்பிவிடுவதாக உரிமையாளர்கள் தெரிவிக்கின்றனர். மலர்க் கண்காட்சி, பழக் கண்காட்சி நடைபெறும்போது கூட்டம் இன்னும் அதிகரிக்கும் என எதிர்பார்க்கப்படுகிறது.`,
        `மேற்குத் தொடர்ச்சி மலையின் நுட்பமான சூழலைப் பாதுகாக்க, வாகனங்களின் எண்ணிக்கைக்கு உச்சவரம்பு விதிக்க வேண்டும் என உள்ளூர் மக்களும் சுற்றுச்சூழல் ஆர்வலர்களும் வலியுறுத்தியுள்ளனர்.`,
      ],
    },
  },
  {
    key: "travel-heritage-walk",
    category: "travel",
    scopes: ["city"],
    tags: ["heritage", "tourism", "temple"],
    nums: { number: [40, 180], km: [2, 5], count: [6, 14] },
    en: {
      title: `Heritage walk in {city}: {number} people retrace the town's history through {count} landmarks`,
      summary: `A guided heritage walk in {city} on {weekday} took {number} participants through old streets, temples, markets and colonial-era buildings.`,
      meta: `{city} heritage walk: {count} landmarks in {km} km, with the history of old streets, temples and markets; how to join the next walk.`,
      body: [
        `About {number} people, including college students and retired residents, joined a guided heritage walk through the old town of {city} early on {weekday}. The {km}-km route covered {count} landmarks.`,
        `Guides explained how the town's streets grew around its temple and market, and pointed out inscriptions, old wells, a century-old school building and traditional houses with thinnai verandas.`,
        `> "I have walked these streets all my life but never noticed the inscription on the temple wall. Now I see my town differently," said {person}, a participant.`,
        `Organisers said the walks aim to build public support for conserving old buildings, many of which are being demolished or altered without regard to their heritage value.`,
        `The walks are held once a month and registration is free. Participants are asked to wear comfortable shoes and carry water.`,
      ],
    },
    ta: {
      title: `{cityIn} பாரம்பரிய நடைப்பயணம்: {count} அடையாளச் சின்னங்கள் வழியாக நகர வரலாற்றை அறிந்த {number} பேர்`,
      summary: `{cityIn} {weekday} நடைபெற்ற வழிகாட்டலுடன் கூடிய பாரம்பரிய நடைப்பயணத்தில் {number} பேர் பழைய தெருக்கள், கோயில்கள், சந்தைகள், காலனிய காலக் கட்டடங்களைப் பார்வையிட்டனர்.`,
      meta: `{city} பாரம்பரிய நடைப்பயணம்: {km} கி.மீ. தூரத்தில் {count} அடையாளச் சின்னங்கள்; பழைய தெருக்கள், கோயில்கள், சந்தைகளின் வரலாறு; அடுத்த நடைப்பயணத்தில் சேர்வது எப்படி?`,
      body: [
        `கல்லூரி மாணவர்கள், ஓய்வுபெற்றவர்கள் உள்பட சுமார் {number} பேர் {weekday} அதிகாலை {cityOf} பழைய நகரப் பகுதியில் வழிகாட்டலுடன் நடைபெற்ற பாரம்பரிய நடைப்பயணத்தில் பங்கேற்றனர். {km} கி.மீ. தூர வழித்தடத்தில் {count} அடையாளச் சின்னங்கள் இடம்பெற்றன.`,
        `கோயிலையும் சந்தையையும் சுற்றி நகரின் தெருக்கள் எப்படி உருவாகின என்பதை விளக்கிய வழிகாட்டிகள், கல்வெட்டுகள், பழைய கிணறுகள், நூற்றாண்டு பழமையான பள்ளிக் கட்டடம், திண்ணை வைத்த பாரம்பரிய வீடுகள் ஆகியவற்றைச் சுட்டிக்காட்டினர்.`,
        `> “வாழ்நாள் முழுவதும் இந்தத் தெருக்களில் நடந்திருக்கிறேன்; ஆனால் கோயில் சுவரில் உள்ள கல்வெட்டை இதுவரை கவனித்ததில்லை. இப்போது என் ஊரை வேறு கண்ணோட்டத்தில் பார்க்கிறேன்” என்று பங்கேற்ற {person} கூறினார்.`,
        `பாரம்பரிய மதிப்பைக் கருத்தில் கொள்ளாமல் பல பழைய கட்டடங்கள் இடிக்கப்படுவதோ மாற்றியமைக்கப்படுவதோ நடக்கும் நிலையில், அவற்றைப் பாதுகாப்பதற்கு மக்கள் ஆதரவைத் திரட்டுவதே இந்த நடைப்பயணங்களின் நோக்கம் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
        `மாதம் ஒருமுறை நடைபெறும் இந்த நடைப்பயணத்துக்குப் பதிவு இலவசம். வசதியான காலணிகள் அணிந்து, தண்ணீர் கொண்டுவருமாறு பங்கேற்பாளர்கள் கேட்டுக்கொள்ளப்படுகின்றனர்.`,
      ],
    },
  },
  {
    key: "travel-festival-special-trains",
    category: "travel",
    scopes: ["national"],
    tags: ["railways", "festivals"],
    nums: { count: [12, 40] },
    picks: { festival: FESTIVALS },
    en: {
      title: `Railways to run {count} special trains to Tamil Nadu for {festival}`,
      summary: `Southern Railway and other zones will operate {count} special trains to Chennai, Madurai, Coimbatore and Tirunelveli from cities across India ahead of {festival}.`,
      meta: `{count} festival special trains to Tamil Nadu: routes from Delhi, Mumbai, Bengaluru and Howrah; booking dates and tatkal tips.`,
      body: [
        `The Railways will run {count} special trains to Tamil Nadu from Delhi, Mumbai, Bengaluru, Hyderabad and Howrah to clear the rush ahead of {festival}, officials said on {weekday}.`,
        `Waiting lists on regular trains to Chennai, Madurai, Tirunelveli and Coimbatore have crossed 300 on several days. The special trains will have a mix of sleeper, AC three-tier and general coaches.`,
        [
          `Bookings for the special trains open on the IRCTC website and at reservation counters.`,
          `Additional general coaches will be attached to some regular express trains.`,
          `Railway Protection Force personnel will manage crowds at major stations.`,
        ],
        `Workers and students from Tamil Nadu living in other States said the special trains were announced late, and many had already booked expensive flights or buses.`,
        `Officials said more services would be added if demand remained high.`,
      ],
    },
    ta: {
      title: `{festivalAcc} முன்னிட்டு தமிழகத்துக்கு {count} சிறப்பு ரயில்கள்: ரயில்வே அறிவிப்பு`,
      summary: `{festivalAcc} முன்னிட்டு நாட்டின் பல்வேறு நகரங்களிலிருந்து சென்னை, மதுரை, கோவை, திருநெல்வேலிக்கு {count} சிறப்பு ரயில்களைத் தெற்கு ரயில்வே உள்ளிட்ட மண்டலங்கள் இயக்கவுள்ளன.`,
      meta: `தமிழகத்துக்கு {count} பண்டிகைக் கால சிறப்பு ரயில்கள்: டெல்லி, மும்பை, பெங்களூரு, ஹவுரா வழித்தடங்கள்; முன்பதிவு தேதிகள், தத்கல் குறிப்புகள்.`,
      body: [
        `{festivalAcc} முன்னிட்டு ஏற்படும் கூட்ட நெரிசலைச் சமாளிக்க டெல்லி, மும்பை, பெங்களூரு, ஹைதராபாத், ஹவுரா ஆகிய நகரங்களிலிருந்து தமிழகத்துக்கு {count} சிறப்பு ரயில்கள் இயக்கப்படும் என அதிகாரிகள் {weekday} தெரிவித்தனர்.`,
        `சென்னை, மதுரை, திருநெல்வேலி, கோவை செல்லும் வழக்கமான ரயில்களில் பல நாட்களுக்குக் காத்திருப்போர் பட்டியல் 300-ஐத் தாண்டியுள்ளது. சிறப்பு ரயில்களில் படுக்கை வசதி, மூன்றடுக்கு குளிர்சாதன வசதி, முன்பதிவில்லாப் பெட்டிகள் இணைக்கப்படும்.`,
        [
          `சிறப்பு ரயில்களுக்கான முன்பதிவை ஐ.ஆர்.சி.டி.சி. இணையதளத்திலும் முன்பதிவு மையங்களிலும் செய்யலாம்.`,
          `சில வழக்கமான விரைவு ரயில்களில் கூடுதல் முன்பதிவில்லாப் பெட்டிகள் இணைக்கப்படும்.`,
          `முக்கிய ரயில் நிலையங்களில் கூட்டத்தை ரயில்வே பாதுகாப்புப் படையினர் ஒழுங்குபடுத்துவர்.`,
        ],
        `சிறப்பு ரயில்கள் தாமதமாக அறிவிக்கப்பட்டதால், பலர் ஏற்கெனவே அதிகக் கட்டணத்தில் விமானம் அல்லது பேருந்தில் முன்பதிவு செய்துவிட்டதாகப் பிற மாநிலங்களில் வசிக்கும் தமிழகத் தொழிலாளர்களும் மாணவர்களும் தெரிவித்தனர்.`,
        `தேவை தொடர்ந்து அதிகமாக இருந்தால் கூடுதல் ரயில்கள் இயக்கப்படும் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "travel-visa-free-entry",
    category: "travel",
    scopes: ["international"],
    tags: ["tourism", "airport"],
    nums: { days: [14, 30], percent: [20, 60] },
    picks: { country: TOURIST_COUNTRIES },
    en: {
      title: `{country} allows visa-free entry for Indians for {days} days; bookings from Chennai up {percent}%`,
      summary: `{country} will let Indian tourists stay for up to {days} days without a visa, and travel agents in Chennai and Coimbatore say enquiries have jumped by {percent}%.`,
      meta: `Visa-free travel {countryTo} for Indians: {days}-day stay, documents needed, flights from Chennai and Tiruchirappalli, and agents' tips.`,
      body: [
        `{country} announced on {weekday} that Indian passport holders can visit for tourism for up to {days} days without a visa, as part of efforts to attract more visitors from India.`,
        `Travel agents in Chennai, Coimbatore and Tiruchirappalli said enquiries and bookings had risen by about {percent}% within days of the announcement, especially from families and honeymooners.`,
        [
          `A passport valid for at least six months is required.`,
          `Travellers must carry a return ticket and hotel booking.`,
          `Proof of sufficient funds may be checked at immigration.`,
        ],
        `Airlines are expected to add flights from Chennai and Tiruchirappalli, which already have direct connections to several destinations in the region.`,
        `Agents advised travellers to buy travel insurance and to check the latest entry rules on official websites before booking.`,
      ],
    },
    ta: {
      title: `இந்தியர்களுக்கு {days} நாட்கள் விசா இல்லாப் பயணம்: {country} அறிவிப்பு; சென்னையிலிருந்து முன்பதிவு {percent}% அதிகரிப்பு`,
      summary: `இந்தியச் சுற்றுலாப் பயணிகள் விசா இன்றி {days} நாட்கள் வரை தங்கலாம் என {country} அறிவித்துள்ளது; சென்னை, கோவை பயண முகவர்களிடம் விசாரணைகள் {percent}% அதிகரித்துள்ளன.`,
      meta: `{countryTo} விசா இல்லாப் பயணம்: {days} நாள் தங்கலாம்; தேவையான ஆவணங்கள், சென்னை, திருச்சிராப்பள்ளியிலிருந்து விமானங்கள், பயண முகவர்களின் ஆலோசனைகள்.`,
      body: [
        `இந்தியாவிலிருந்து கூடுதல் சுற்றுலாப் பயணிகளை ஈர்க்கும் முயற்சியாக, இந்தியக் கடவுச்சீட்டு வைத்திருப்போர் விசா இல்லாமல் {days} நாட்கள் வரை சுற்றுலா வரலாம் என {country} {weekday} அறிவித்தது.`,
        `அறிவிப்பு வெளியான சில நாட்களிலேயே விசாரணைகளும் முன்பதிவுகளும் சுமார் {percent}% அதிகரித்துள்ளதாகச் சென்னை, கோவை, திருச்சிராப்பள்ளி பயண முகவர்கள் தெரிவித்தனர். குடும்பங்களும் புதுமணத் தம்பதிகளும் அதிக ஆர்வம் காட்டுகின்றனர்.`,
        [
          `குறைந்தது ஆறு மாதங்கள் செல்லுபடியாகும் கடவுச்சீட்டு அவசியம்.`,
          `திரும்பும் பயணச்சீட்டு, தங்கும் விடுதி முன்பதிவு ஆவணங்களை வைத்திருக்க வேண்டும்.`,
          `குடியேற்றச் சோதனையின்போது போதுமான நிதி ஆதாரம் சரிபார்க்கப்படலாம்.`,
        ],
        `அப்பிராந்தியத்தின் பல இடங்களுக்கு ஏற்கெனவே நேரடி விமான சேவை உள்ள சென்னை, திருச்சிராப்பள்ளியிலிருந்து கூடுதல் விமானங்களை இயக்க விமான நிறுவனங்கள் திட்டமிட்டுள்ளன.`,
        `பயணக் காப்பீடு எடுத்துக்கொள்ளுமாறும், முன்பதிவு செய்யும் முன் அதிகாரப்பூர்வ இணையதளங்களில் அண்மைய நுழைவு விதிகளைச் சரிபார்க்குமாறும் பயணிகளுக்கு முகவர்கள் அறிவுறுத்துகின்றனர்.`,
      ],
    },
  },
  {
    key: "travel-new-bus-terminus",
    category: "travel",
    scopes: ["city"],
    tags: ["buses", "traffic", "local-body"],
    nums: { amount: [18, 140], count: [30, 120], number: [600, 2400] },
    en: {
      title: `New integrated bus terminus in {city} to open; {count} bays for {number} buses a day`,
      summary: `The integrated bus terminus built on the outskirts of {city} at a cost of Rs {amount} crore will open soon, with {count} bus bays and parking for two-wheelers and cars.`,
      meta: `{city} new bus terminus: Rs {amount} crore, {count} bays and {number} buses a day; facilities, town bus links and traffic changes.`,
      body: [
        `The integrated bus terminus built at a cost of Rs {amount} crore on the outskirts of {city} is set to open soon, officials said on {weekday}. It has {count} bays and can handle about {number} bus trips a day.`,
        `Mofussil buses that now crowd the old bus stand will be shifted to the new terminus in phases, which is expected to ease congestion in the town centre.`,
        [
          `Waiting halls with fans, drinking water and clean toilets.`,
          `Separate rest rooms for drivers and conductors, and a feeding room for mothers.`,
          `Parking for 500 two-wheelers and 150 cars, and a police outpost.`,
        ],
        `Town buses will connect the terminus with the old bus stand, the railway station and major residential areas every 10 minutes during peak hours.`,
        `Traders near the old bus stand have asked the civic body to ensure that their business is not affected, and to retain some town bus services there.`,
      ],
    },
    ta: {
      title: `{cityIn} புதிய ஒருங்கிணைந்த பேருந்து முனையம் விரைவில் திறப்பு: {count} நடைமேடைகள், நாள்தோறும் {number} பேருந்துகள்`,
      summary: `{city} புறநகரில் ரூ.{amount} கோடி செலவில் கட்டப்பட்டுள்ள ஒருங்கிணைந்த பேருந்து முனையம் விரைவில் திறக்கப்படவுள்ளது; {count} நடைமேடைகள், இருசக்கர வாகனங்கள், கார்களுக்கான நிறுத்துமிடம் உள்ளன.`,
      meta: `{city} புதிய பேருந்து முனையம்: ரூ.{amount} கோடி, {count} நடைமேடைகள், நாள்தோறும் {number} பேருந்துகள்; வசதிகள், நகரப் பேருந்து இணைப்பு, போக்குவரத்து மாற்றம்.`,
      body: [
        `{city} புறநகரில் ரூ.{amount} கோடி செலவில் கட்டப்பட்டுள்ள ஒருங்கிணைந்த பேருந்து முனையம் விரைவில் திறக்கப்படும் என அதிகாரிகள் {weekday} தெரிவித்தனர். {count} நடைமேடைகளைக் கொண்ட இந்த முனையத்தில் நாள்தோறும் சுமார் {number} பேருந்து நடைகளைக் கையாள முடியும்.`,
        `தற்போது பழைய பேருந்து நிலையத்தில் நெரிசலை ஏற்படுத்தும் வெளியூர்ப் பேருந்துகள் கட்டம் கட்டமாகப் புதிய முனையத்துக்கு மாற்றப்படும். இதனால் நகரின் மையப் பகுதியில் போக்குவரத்து நெரிசல் குறையும் என எதிர்பார்க்கப்படுகிறது.`,
        [
          `மின்விசிறி, குடிநீர், சுத்தமான கழிப்பறைகளுடன் கூடிய காத்திருப்புக் கூடங்கள்.`,
          `ஓட்டுநர்கள், நடத்துநர்களுக்குத் தனி ஓய்வறைகள், பாலூட்டும் தாய்மார்களுக்குத் தனி அறை.`,
          `500 இருசக்கர வாகனங்கள், 150 கார்களுக்கான நிறுத்துமிடம், காவல் உதவி மையம்.`,
        ],
        `நெரிசல் மிகுந்த நேரங்களில் 10 நிமிடங்களுக்கு ஒருமுறை பழைய பேருந்து நிலையம், ரயில் நிலையம், முக்கியக் குடியிருப்புப் பகுதிகளுடன் புதிய முனையத்தை இணைக்கும் வகையில் நகரப் பேருந்துகள் இயக்கப்படும்.`,
        `தங்கள் வியாபாரம் பாதிக்கப்படாமல் இருப்பதை உறுதிசெய்ய வேண்டும் என்றும், சில நகரப் பேருந்து சேவைகளைப் பழைய பேருந்து நிலையத்திலேயே தொடர வேண்டும் என்றும் அங்குள்ள வியாபாரிகள் உள்ளாட்சி அமைப்பைக் கேட்டுக்கொண்டுள்ளனர்.`,
      ],
    },
  },
];

const CINEMA: StoryTemplate[] = [
  {
    key: "cinema-opening-weekend",
    category: "cinema",
    scopes: ["state"],
    tags: ["kollywood", "box-office"],
    nums: { amount: [18, 140], screens: [400, 900] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `'{film}' collects Rs {amount} crore in opening weekend`,
      summary: `Director {director}'s '{film}' has grossed Rs {amount} crore worldwide in its first three days, trade sources said on {weekday}, helped by strong word of mouth in Tamil Nadu.`,
      meta: `'{film}' box office: Rs {amount} crore in the opening weekend on {screens} screens; family audiences and overseas collections.`,
      body: [
        `'{film}', directed by {director}, has collected Rs {amount} crore worldwide in its opening weekend, trade trackers said on {weekday}. The film was released on {screens} screens across Tamil Nadu.`,
        `Theatre owners reported packed evening shows in Chennai, Coimbatore and Madurai, with families returning to theatres in large numbers. Many single-screen theatres in smaller towns added early morning shows.`,
        `> "It is a simple story told honestly. Audiences are recommending it to each other, and that is the best publicity," said {person}, who runs a theatre in {city}.`,
        `Overseas collections from Singapore, Malaysia, the Gulf and North America made up a significant share of the total.`,
        `Trade analysts said the film's performance on weekdays would decide whether it becomes one of the biggest hits of the year. It is expected to stream on an OTT platform after four weeks.`,
      ],
    },
    ta: {
      title: `‘{film}’ முதல் வார இறுதியில் ரூ.{amount} கோடி வசூல்`,
      summary: `{director} இயக்கிய ‘{film}’ திரைப்படம் வெளியான மூன்று நாட்களில் உலகம் முழுவதும் ரூ.{amount} கோடி வசூலித்துள்ளதாகத் திரைத்துறை வட்டாரங்கள் {weekday} தெரிவித்தன; தமிழகத்தில் ரசிகர்களின் வாய்மொழிப் பாராட்டு வசூலுக்கு வலுசேர்த்துள்ளது.`,
      meta: `‘{film}’ வசூல்: முதல் வார இறுதியில் ரூ.{amount} கோடி; {screens} திரைகள், குடும்பப் பார்வையாளர்கள், வெளிநாட்டு வசூல் நிலவரம்.`,
      body: [
        `{director} இயக்கிய ‘{film}’ திரைப்படம் முதல் வார இறுதியில் உலகம் முழுவதும் ரூ.{amount} கோடி வசூலித்துள்ளதாக வசூல் நிலவரங்களைக் கண்காணிப்போர் {weekday} தெரிவித்தனர். தமிழகம் முழுவதும் {screens} திரைகளில் இப்படம் வெளியானது.`,
        `சென்னை, கோவை, மதுரையில் மாலைக் காட்சிகள் அரங்கு நிறைந்ததாகவும், குடும்பங்கள் பெருமளவில் திரையரங்குகளுக்குத் திரும்பியுள்ளதாகவும் திரையரங்கு உரிமையாளர்கள் தெரிவித்தனர். சிறு நகரங்களில் உள்ள பல ஒற்றைத் திரை அரங்குகள் அதிகாலைக் காட்சிகளையும் சேர்த்துள்ளன.`,
        `> “எளிமையான கதையை நேர்மையாகச் சொல்லியிருக்கிறார்கள். பார்த்தவர்கள் ஒருவருக்கொருவர் பரிந்துரைக்கிறார்கள்; அதுவே சிறந்த விளம்பரம்” என்று {cityIn} திரையரங்கு நடத்தும் {person} கூறினார்.`,
        `சிங்கப்பூர், மலேசியா, வளைகுடா நாடுகள், வட அமெரிக்காவிலிருந்து கிடைத்த வெளிநாட்டு வசூல் மொத்த வசூலில் கணிசமான பங்கு வகிக்கிறது.`,
        `வார நாட்களில் படம் எப்படி ஓடுகிறது என்பதைப் பொறுத்தே, இது இந்த ஆண்டின் மிகப்பெரிய வெற்றிப் படங்களில் ஒன்றாகுமா என்பது தெரியவரும் எனத் திரைத்துறை ஆய்வாளர்கள் கூறுகின்றனர். நான்கு வாரங்களுக்குப் பிறகு இப்படம் ஓடிடி தளத்தில் வெளியாகும் என எதிர்பார்க்கப்படுகிறது.`,
      ],
    },
  },
  {
    key: "cinema-shooting-crowds",
    category: "cinema",
    scopes: ["city"],
    tags: ["kollywood", "traffic"],
    nums: { count: [10, 40], number: [200, 2000] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `Shooting of '{film}' in {city} draws crowds; {count}-day schedule under way`,
      summary: `The shooting of director {director}'s '{film}' began in {city} on {weekday}, with hundreds of fans gathering near the location to catch a glimpse of the lead actors.`,
      meta: `'{film}' shooting in {city}: a {count}-day schedule, locations, traffic diversions and local artists cast in the film.`,
      body: [
        `The shooting of '{film}', directed by {director}, began in {city} on {weekday} and will continue for {count} days at locations including old streets, a market and a river bank.`,
        `About {number} fans gathered near {landmark} when word spread that the lead actors were on the set. The police regulated the crowd and diverted traffic for a few hours.`,
        `The production unit has cast several local theatre artists and folk musicians in small roles. Crew members said the town's streets and houses suited the period setting of the story.`,
        `> "My shop appears in two scenes. The whole street came out to watch," said {person}, who runs a tea shop near the location.`,
        `The makers plan to release the film later this year; the music has already been recorded and a first-look poster is expected soon.`,
      ],
    },
    ta: {
      title: `{cityIn} ‘{film}’ படப்பிடிப்பு: ரசிகர்கள் திரண்டனர்; {count} நாள் படப்பிடிப்பு தொடக்கம்`,
      summary: `{director} இயக்கும் ‘{film}’ திரைப்படத்தின் படப்பிடிப்பு {cityIn} {weekday} தொடங்கியது; நடிகர்களைக் காண நூற்றுக்கணக்கான ரசிகர்கள் படப்பிடிப்புத் தளம் அருகே திரண்டனர்.`,
      meta: `{cityIn} ‘{film}’ படப்பிடிப்பு: {count} நாள் படப்பிடிப்பு, இடங்கள், போக்குவரத்து மாற்றம், படத்தில் நடிக்கும் உள்ளூர்க் கலைஞர்கள்.`,
      body: [
        `{director} இயக்கும் ‘{film}’ திரைப்படத்தின் படப்பிடிப்பு {cityIn} {weekday} தொடங்கியது. பழைய தெருக்கள், சந்தை, ஆற்றங்கரை உள்ளிட்ட இடங்களில் {count} நாட்கள் படப்பிடிப்பு நடைபெறும்.`,
        `முன்னணி நடிகர்கள் படப்பிடிப்பில் இருப்பதாகத் தகவல் பரவியதும் {landmark} அருகே சுமார் {number} ரசிகர்கள் திரண்டனர். காவல்துறையினர் கூட்டத்தை ஒழுங்குபடுத்தி, சில மணி நேரம் போக்குவரத்தை மாற்றிவிட்டனர்.`,
        `உள்ளூர் நாடகக் கலைஞர்கள், நாட்டுப்புற இசைக் கலைஞர்கள் பலர் சிறு வேடங்களில் நடிக்கத் தேர்வு செய்யப்பட்டுள்ளனர். கதை நடக்கும் காலகட்டத்துக்கு இந்நகரின் தெருக்களும் வீடுகளும் பொருத்தமாக இருப்பதாகப் படக்குழுவினர் தெரிவித்தனர்.`,
        `> “இரண்டு காட்சிகளில் என் கடை வருகிறது. தெருவே திரண்டு வந்து வேடிக்கை பார்த்தது” என்று படப்பிடிப்புத் தளம் அருகே டீக்கடை நடத்தும் {person} கூறினார்.`,
        `இசைப்பதிவு ஏற்கெனவே முடிந்துவிட்ட நிலையில், இந்த ஆண்டு இறுதியில் படத்தை வெளியிடப் படக்குழு திட்டமிட்டுள்ளது; ‘ஃபர்ஸ்ட் லுக்’ போஸ்டர் விரைவில் வெளியாகும் என எதிர்பார்க்கப்படுகிறது.`,
      ],
    },
  },
  {
    key: "cinema-national-awards",
    category: "cinema",
    scopes: ["national"],
    tags: ["kollywood", "music"],
    nums: { count: [3, 8] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `Tamil cinema wins {count} National Film Awards; '{film}' named best Tamil film`,
      summary: `Tamil films won {count} National Film Awards announced in New Delhi on {weekday}, with {director}'s '{film}' named the best Tamil feature film.`,
      meta: `National Film Awards: Tamil cinema wins {count} honours, including best Tamil film for '{film}'; Tamil winners and reactions.`,
      body: [
        `Tamil cinema won {count} awards at the National Film Awards announced in New Delhi on {weekday}. '{film}', directed by {director}, was named the best feature film in Tamil.`,
        `The jury praised the film for its honest portrayal of rural life and its use of non-professional actors. Tamil films also won in categories including music direction, cinematography and child artiste.`,
        [
          `Best Tamil feature film: '{film}'.`,
          `Awards for music direction and cinematography also went to Tamil films.`,
          `A documentary on the Kaveri delta won in the non-feature section.`,
        ],
        `The Chief Minister and leaders of the film industry congratulated the winners. The Tamil Film Producers Council said the awards showed that small-budget films with strong stories could compete at the highest level.`,
        `The President will present the awards at a ceremony in New Delhi later this year.`,
      ],
    },
    ta: {
      title: `தேசியத் திரைப்பட விருதுகள்: தமிழ் சினிமாவுக்கு {count} விருதுகள்; ‘{film}’ சிறந்த தமிழ்ப் படம்`,
      summary: `புதுடெல்லியில் {weekday} அறிவிக்கப்பட்ட தேசியத் திரைப்பட விருதுகளில் தமிழ்த் திரைப்படங்கள் {count} விருதுகளை வென்றன; {director} இயக்கிய ‘{film}’ சிறந்த தமிழ்த் திரைப்படமாகத் தேர்வு செய்யப்பட்டது.`,
      meta: `தேசியத் திரைப்பட விருதுகள்: ‘{film}’ சிறந்த தமிழ்ப் படம் உள்பட தமிழ் சினிமாவுக்கு {count} விருதுகள்; வெற்றியாளர்கள், திரையுலகினரின் வாழ்த்து.`,
      body: [
        `புதுடெல்லியில் {weekday} அறிவிக்கப்பட்ட தேசியத் திரைப்பட விருதுகளில் தமிழ் சினிமா {count} விருதுகளை வென்றுள்ளது. {director} இயக்கிய ‘{film}’ சிறந்த தமிழ்த் திரைப்படமாகத் தேர்வு செய்யப்பட்டுள்ளது.`,
        `கிராம வாழ்க்கையை நேர்மையாகச் சித்திரித்ததற்காகவும், தொழில்முறை அல்லாத நடிகர்களைப் பயன்படுத்தியதற்காகவும் இப்படத்தை நடுவர் குழு பாராட்டியது. இசையமைப்பு, ஒளிப்பதிவு, சிறந்த குழந்தை நட்சத்திரம் உள்ளிட்ட பிரிவுகளிலும் தமிழ்ப் படங்கள் விருது பெற்றன.`,
        [
          `சிறந்த தமிழ்த் திரைப்படம்: ‘{film}’.`,
          `இசையமைப்பு, ஒளிப்பதிவுக்கான விருதுகளும் தமிழ்ப் படங்களுக்குக் கிடைத்தன.`,
          `காவிரி டெல்டா குறித்த ஆவணப்படம் கதையல்லாப் படப் பிரிவில் விருது பெற்றது.`,
        ],
        `முதல்வரும் திரையுலகத் தலைவர்களும் விருது பெற்றவர்களுக்கு வாழ்த்துத் தெரிவித்தனர். வலுவான கதையம்சம் கொண்ட குறைந்த பட்ஜெட் படங்களும் உயர்ந்த அளவில் போட்டியிட முடியும் என்பதை இந்த விருதுகள் காட்டுவதாகத் தமிழ்த் திரைப்படத் தயாரிப்பாளர் சங்கம் தெரிவித்தது.`,
        `இந்த ஆண்டு இறுதியில் புதுடெல்லியில் நடைபெறும் விழாவில் குடியரசுத் தலைவர் விருதுகளை வழங்குவார்.`,
      ],
    },
  },
  {
    key: "cinema-festival-premiere",
    category: "cinema",
    scopes: ["international"],
    tags: ["kollywood", "tamil-diaspora"],
    nums: { count: [9, 18] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `'{film}' to have world premiere at international film festival in {place}`,
      summary: `{director}'s Tamil film '{film}' has been selected for the competition section of an international film festival in {place}, the makers announced on {weekday}.`,
      meta: `Tamil film '{film}' selected for an international film festival in {place}; director {director} on the journey from {city} to the world stage.`,
      body: [
        `The Tamil film '{film}', directed by {director}, will have its world premiere in the competition section of an international film festival in {place}, the producers announced on {weekday}. It is one of {count} Asian films selected this year.`,
        `Shot largely in and around {city} with a cast of mostly first-time actors, the film follows three generations of a family coping with drought and migration.`,
        `> "We made this film with people from our own villages. Taking their story to an audience in {place} is a moment of pride for all of us," {director} said.`,
        `Industry watchers said a strong festival run could help the film find international distributors and streaming platforms, as several independent Tamil films have done in recent years.`,
        `The makers plan a theatrical release in Tamil Nadu after the festival circuit, with subtitles in English and other languages.`,
      ],
    },
    ta: {
      title: `{placeIn} நடைபெறும் சர்வதேசத் திரைப்பட விழாவில் ‘{film}’ உலக அரங்கேற்றம்`,
      summary: `{director} இயக்கிய ‘{film}’ தமிழ்த் திரைப்படம், {placeIn} நடைபெறும் சர்வதேசத் திரைப்பட விழாவின் போட்டிப் பிரிவுக்குத் தேர்வாகியுள்ளதாகப் படக்குழு {weekday} அறிவித்தது.`,
      meta: `{placeIn} நடைபெறும் சர்வதேசத் திரைப்பட விழாவுக்குத் தமிழ்ப் படம் ‘{film}’ தேர்வு; {cityFrom} உலக அரங்குக்கு - இயக்குநர் {director} பகிர்வு.`,
      body: [
        `{director} இயக்கிய ‘{film}’ தமிழ்த் திரைப்படம், {placeIn} நடைபெறும் சர்வதேசத் திரைப்பட விழாவின் போட்டிப் பிரிவில் உலக அளவில் முதன்முறையாகத் திரையிடப்படும் எனத் தயாரிப்பாளர்கள் {weekday} அறிவித்தனர். இந்த ஆண்டு தேர்வான {count} ஆசியப் படங்களில் இதுவும் ஒன்று.`,
        `பெரும்பாலும் {city} மற்றும் அதன் சுற்றுவட்டாரப் பகுதிகளில் படமாக்கப்பட்டு, புதுமுக நடிகர்களே அதிகம் நடித்துள்ள இப்படம், வறட்சியையும் இடப்பெயர்வையும் எதிர்கொள்ளும் ஒரு குடும்பத்தின் மூன்று தலைமுறைகளின் கதையைச் சொல்கிறது.`,
        `> “எங்கள் சொந்தக் கிராமங்களைச் சேர்ந்த மக்களை வைத்து இந்தப் படத்தை எடுத்தோம். அவர்களின் கதையை {placeIn} உள்ள பார்வையாளர்களிடம் கொண்டு செல்வது எங்கள் அனைவருக்கும் பெருமையான தருணம்” என்று {director} கூறினார்.`,
        `திரைப்பட விழாக்களில் நல்ல வரவேற்பு கிடைத்தால், அண்மை ஆண்டுகளில் பல சுயாதீனத் தமிழ்ப் படங்களுக்கு நடந்ததுபோல, சர்வதேச விநியோகஸ்தர்களும் ஓடிடி தளங்களும் இப்படத்துக்குக் கிடைக்கக்கூடும் எனத் திரைத்துறையினர் கூறுகின்றனர்.`,
        `திரைப்பட விழாக்களுக்குப் பிறகு ஆங்கிலம் உள்ளிட்ட மொழிகளில் துணைத் தலைப்புகளுடன் தமிழகத் திரையரங்குகளில் படத்தை வெளியிடப் படக்குழு திட்டமிட்டுள்ளது.`,
      ],
    },
  },
  {
    key: "cinema-theatre-reopens",
    category: "cinema",
    scopes: ["city"],
    tags: ["kollywood", "heritage"],
    nums: { number: [350, 1100], amount: [2, 9], year: [1958, 1985] },
    en: {
      title: `{cityOf} landmark single-screen theatre, built in {year}, reopens after Rs {amount} crore makeover`,
      summary: `A single-screen theatre in {city} that first opened in {year} has reopened with {number} seats, a new sound system and digital projection.`,
      meta: `{city} theatre reopens: built in {year} and renovated for Rs {amount} crore, with {number} seats, Dolby sound and laser projection; ticket prices.`,
      body: [
        `A landmark single-screen theatre in {city}, which first opened in {year}, reopened on {weekday} after a renovation costing Rs {amount} crore. The hall now has {number} seats, including a row of recliners.`,
        `The owners retained the theatre's original facade and its well-known curved balcony, but added laser projection, a Dolby sound system, air-conditioning and online ticketing.`,
        `> "My father watched films here, and so did I as a college student. It feels good that my children can have the same experience," said {person}, who attended the first show.`,
        `Ticket prices have been kept between Rs 60 and Rs 190, lower than at multiplexes. The theatre will also screen classic Tamil films on Sunday mornings.`,
        `Theatre owners said many single screens in the region had shut down in the past decade, and renovation was the only way to bring families back.`,
      ],
    },
    ta: {
      title: `{year}-இல் கட்டப்பட்ட {cityOf} அடையாளத் திரையரங்கு ரூ.{amount} கோடியில் புதுப்பிக்கப்பட்டு மீண்டும் திறப்பு`,
      summary: `{year}-ஆம் ஆண்டு முதன்முதலில் திறக்கப்பட்ட {cityOf} ஒற்றைத் திரை அரங்கு, {number} இருக்கைகள், புதிய ஒலி அமைப்பு, டிஜிட்டல் திரையிடல் வசதியுடன் மீண்டும் திறக்கப்பட்டுள்ளது.`,
      meta: `{city} திரையரங்கு மீண்டும் திறப்பு: {year}-இல் கட்டப்பட்டது, ரூ.{amount} கோடியில் புதுப்பிப்பு, {number} இருக்கைகள், டால்பி ஒலி, லேசர் திரையிடல்; டிக்கெட் கட்டணம்.`,
      body: [
        `{year}-ஆம் ஆண்டு முதன்முதலில் திறக்கப்பட்ட {cityOf} அடையாளமான ஒற்றைத் திரை அரங்கு, ரூ.{amount} கோடி செலவில் புதுப்பிக்கப்பட்டு {weekday} மீண்டும் திறக்கப்பட்டது. சாய்வு இருக்கைகள் கொண்ட ஒரு வரிசை உள்பட தற்போது {number} இருக்கைகள் உள்ளன.`,
        `திரையரங்கின் பழைய முகப்பையும் புகழ்பெற்ற வளைந்த மாடத்தையும் அப்படியே தக்கவைத்துள்ள உரிமையாளர்கள், லேசர் திரையிடல், டால்பி ஒலி அமைப்பு, குளிர்சாதன வசதி, இணைய டிக்கெட் வசதி ஆகியவற்றைச் சேர்த்துள்ளனர்.`,
        `> “என் அப்பா இங்கு படம் பார்த்தார்; நானும் கல்லூரி நாட்களில் இங்குதான் பார்த்தேன். என் குழந்தைகளுக்கும் அதே அனுபவம் கிடைப்பது மகிழ்ச்சி” என்று முதல் காட்சிக்கு வந்திருந்த {person} கூறினார்.`,
        `மல்டிபிளெக்ஸ் அரங்குகளைவிடக் குறைவாக, டிக்கெட் கட்டணம் ரூ.60 முதல் ரூ.190 வரை நிர்ணயிக்கப்பட்டுள்ளது. ஞாயிற்றுக்கிழமை காலைகளில் பழைய தமிழ்ப் படங்களும் திரையிடப்படும்.`,
        `கடந்த பத்தாண்டுகளில் இப்பகுதியில் பல ஒற்றைத் திரை அரங்குகள் மூடப்பட்டுவிட்டதாகவும், குடும்பங்களை மீண்டும் திரையரங்குக்கு வரவழைக்கப் புதுப்பிப்பு ஒன்றே வழி என்றும் திரையரங்கு உரிமையாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "cinema-weekly-releases",
    category: "cinema",
    scopes: ["state"],
    tags: ["kollywood", "box-office", "ott"],
    nums: { count: [4, 9], number: [250, 700] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `{count} Tamil films hit screens this week; '{film}' gets widest release`,
      summary: `{count} Tamil films, most of them made on modest budgets, are releasing in theatres this week, with '{film}' getting the widest release across Tamil Nadu.`,
      meta: `This week's Tamil releases: {count} films in theatres, '{film}' on {number} screens; what to watch, plus OTT releases.`,
      body: [
        `{count} Tamil films are releasing in theatres across Tamil Nadu this week, the highest number in a single week in recent months, distributors said on {weekday}. {director}'s '{film}' has the widest release, on about {number} screens.`,
        `Most of the other releases are small-budget films by first-time directors, including a rural comedy, a crime thriller set in Chennai and a children's film.`,
        `Distributors said the crowded release calendar would make it hard for smaller films to hold on to screens beyond the first week unless they receive strong reviews.`,
        [
          `In theatres: '{film}' and several small-budget Tamil films.`,
          `OTT: two recent theatrical hits begin streaming this weekend.`,
          `Re-release: a digitally restored classic returns to select screens.`,
        ],
        `Producers' associations have again called for a system to spread out releases so that each film gets a fair chance at the box office.`,
      ],
    },
    ta: {
      title: `இந்த வாரம் {count} தமிழ்ப் படங்கள் வெளியீடு; அதிக திரைகளில் ‘{film}’`,
      summary: `பெரும்பாலும் குறைந்த பட்ஜெட்டில் உருவான {count} தமிழ்த் திரைப்படங்கள் இந்த வாரம் திரையரங்குகளில் வெளியாகின்றன; ‘{film}’ தமிழகம் முழுவதும் அதிக திரைகளில் வெளியாகிறது.`,
      meta: `இந்த வார தமிழ்ப் பட வெளியீடுகள்: திரையரங்குகளில் {count} படங்கள், {number} திரைகளில் ‘{film}’; எதைப் பார்க்கலாம், ஓடிடி வெளியீடுகள்.`,
      body: [
        `இந்த வாரம் தமிழகம் முழுவதும் {count} தமிழ்த் திரைப்படங்கள் திரையரங்குகளில் வெளியாகின்றன; அண்மை மாதங்களில் ஒரே வாரத்தில் வெளியாகும் அதிகபட்ச எண்ணிக்கை இது என விநியோகஸ்தர்கள் {weekday} தெரிவித்தனர். {director} இயக்கிய ‘{film}’ சுமார் {number} திரைகளில் வெளியாகிறது.`,
        `மற்ற படங்களில் பெரும்பாலானவை அறிமுக இயக்குநர்களின் குறைந்த பட்ஜெட் படங்கள். கிராமத்து நகைச்சுவைப் படம், சென்னையைக் களமாகக் கொண்ட குற்றப் பின்னணிப் படம், குழந்தைகளுக்கான படம் ஆகியவையும் இவற்றில் அடங்கும்.`,
        `ஒரே நேரத்தில் பல படங்கள் வெளியாவதால், நல்ல விமர்சனங்கள் கிடைக்காவிட்டால் சிறு படங்கள் முதல் வாரத்துக்குப் பிறகு திரைகளைத் தக்கவைப்பது கடினம் என விநியோகஸ்தர்கள் கூறுகின்றனர்.`,
        [
          `திரையரங்குகளில்: ‘{film}’ மற்றும் பல சிறு பட்ஜெட் தமிழ்ப் படங்கள்.`,
          `ஓடிடி: அண்மையில் திரையரங்குகளில் வெற்றி பெற்ற இரண்டு படங்கள் இந்த வார இறுதியில் வெளியாகின்றன.`,
          `மறுவெளியீடு: டிஜிட்டல் முறையில் மெருகேற்றப்பட்ட பழைய கிளாசிக் படம் சில திரையரங்குகளில் மீண்டும் வெளியாகிறது.`,
        ],
        `ஒவ்வொரு படத்துக்கும் வசூலில் நியாயமான வாய்ப்பு கிடைக்கும் வகையில், பட வெளியீடுகளைப் பரவலாக்கும் முறை வேண்டும் எனத் தயாரிப்பாளர் சங்கங்கள் மீண்டும் கோரிக்கை விடுத்துள்ளன.`,
      ],
    },
  },
];

const SPORTS: StoryTemplate[] = [
  {
    key: "sports-district-kabaddi",
    category: "sports",
    scopes: ["city"],
    tags: ["kabaddi", "women"],
    nums: { count: [16, 48], prize: [25, 100] },
    picks: { venue: SPORTS_VENUES },
    en: {
      title: `{count} teams battle for honours in district kabaddi championship in {city}`,
      summary: `A three-day district-level kabaddi championship held {venueAt} in {city} ended on {weekday}, with {count} men's and women's teams competing under floodlights.`,
      meta: `{city} kabaddi championship: {count} teams, packed galleries and a thrilling women's final; winners move on to the State level.`,
      body: [
        `The district-level kabaddi championship concluded {venueAt} in {city} on {weekday} after three days of matches under floodlights. {count} men's and women's teams from villages and colleges took part.`,
        `The galleries were packed for the finals, with spectators cheering every raid and tackle. The women's final went down to the last raid, and the winners edged ahead by a single point.`,
        `> "Kabaddi is played on every village street here. What our players need is a proper mat court to train on through the year," said {person}, a coach.`,
        `The winners received cash prizes of Rs {prize},000 and trophies. The top teams will represent the district at the State championship next month.`,
        `{official}, who presented the prizes, said a synthetic mat court would be set up at the district sports complex.`,
      ],
    },
    ta: {
      title: `{cityIn} மாவட்டக் கபடிப் போட்டி: {count} அணிகள் பலப்பரீட்சை`,
      summary: `{city} {venueAt} மின்னொளியில் மூன்று நாட்கள் நடைபெற்ற மாவட்ட அளவிலான கபடிப் போட்டி {weekday} நிறைவடைந்தது; ஆண்கள், பெண்கள் பிரிவுகளில் {count} அணிகள் பங்கேற்றன.`,
      meta: `{city} கபடிப் போட்டி: {count} அணிகள், நிரம்பி வழிந்த அரங்கம், விறுவிறுப்பான மகளிர் இறுதிப் போட்டி; வென்ற அணிகள் மாநிலப் போட்டிக்குத் தகுதி.`,
      body: [
        `{city} {venueAt} மின்னொளியில் மூன்று நாட்கள் நடைபெற்ற மாவட்ட அளவிலான கபடிப் போட்டி {weekday} நிறைவடைந்தது. கிராமங்கள், கல்லூரிகளைச் சேர்ந்த ஆண்கள், பெண்கள் பிரிவுகளில் {count} அணிகள் பங்கேற்றன.`,
        `இறுதிப் போட்டிகளைக் காண அரங்கம் நிரம்பி வழிந்தது; ஒவ்வொரு ரெய்டுக்கும் பிடிக்கும் ரசிகர்கள் ஆரவாரம் செய்தனர். மகளிர் இறுதிப் போட்டி கடைசி ரெய்டு வரை விறுவிறுப்பாக நீடித்தது; ஒரே ஒரு புள்ளி வித்தியாசத்தில் வெற்றி தீர்மானிக்கப்பட்டது.`,
        `> “இங்கு ஒவ்வொரு கிராமத் தெருவிலும் கபடி விளையாடப்படுகிறது. ஆண்டு முழுவதும் பயிற்சி செய்ய முறையான மேட் மைதானம்தான் எங்கள் வீரர்களுக்குத் தேவை” என்று பயிற்சியாளர் {person} கூறினார்.`,
        `வெற்றி பெற்ற அணிகளுக்கு ரூ.{prize} ஆயிரம் ரொக்கப் பரிசும் கோப்பைகளும் வழங்கப்பட்டன. முதலிடம் பிடித்த அணிகள் அடுத்த மாதம் நடைபெறும் மாநிலப் போட்டியில் மாவட்டத்தின் சார்பில் பங்கேற்கும்.`,
        `பரிசுகளை வழங்கிய {official}, மாவட்ட விளையாட்டு அரங்கில் செயற்கை மேட் மைதானம் அமைக்கப்படும் என்றார்.`,
      ],
    },
  },
  {
    key: "sports-ranji-win",
    category: "sports",
    scopes: ["state"],
    tags: ["cricket"],
    nums: { runs: [40, 260], score: [280, 460], wickets: [5, 9] },
    picks: {
      team: [
        { en: "Kerala", ta: "கேரள" },
        { en: "Karnataka", ta: "கர்நாடக" },
        { en: "Mumbai", ta: "மும்பை" },
        { en: "Delhi", ta: "டெல்லி" },
        { en: "Hyderabad", ta: "ஹைதராபாத்" },
        { en: "Bengal", ta: "வங்காள" },
      ],
      player: [
        { en: "R. Aravind", ta: "ஆர். அரவிந்த்" },
        { en: "S. Dinesh Kumar", ta: "எஸ். தினேஷ் குமார்" },
        { en: "M. Prasanth", ta: "எம். பிரசாந்த்" },
        { en: "K. Vishal", ta: "கே. விஷால்" },
      ],
    },
    en: {
      title: `Ranji Trophy: Tamil Nadu beat {team} by {runs} runs; {player} takes {wickets} wickets`,
      summary: `Tamil Nadu defeated {team} by {runs} runs in their Ranji Trophy match on {weekday}, with left-arm spinner {player} taking {wickets} wickets in the second innings.`,
      meta: `Ranji Trophy: Tamil Nadu beat {team} by {runs} runs as {player} takes {wickets} wickets; the points table and the next match.`,
      body: [
        `Tamil Nadu beat {team} by {runs} runs in their Ranji Trophy Elite Group match on {weekday}, bowling them out on the final day. Left-arm spinner {player} took {wickets} wickets in the second innings on a turning pitch.`,
        `Tamil Nadu had posted {score} in the first innings, built on a century by the opener and a patient half-century by the captain. The lead proved decisive on a surface that helped spinners from the third day.`,
        `> "The ball was gripping, and I just kept hitting the same spot. The captain gave me long spells, which helped me settle," {player} said after the match.`,
        `The outright win, with a bonus point, takes Tamil Nadu into the top half of the group table. National selectors were reported to be watching the match.`,
        `Tamil Nadu play their next match at the M.A. Chidambaram Stadium in Chennai.`,
      ],
    },
    ta: {
      title: `ரஞ்சி கோப்பை: {team} அணியை {runs} ரன் வித்தியாசத்தில் வீழ்த்தியது தமிழகம்; {player} {wickets} விக்கெட்`,
      summary: `ரஞ்சி கோப்பை கிரிக்கெட் போட்டியில் {team} அணியைத் தமிழக அணி {weekday} {runs} ரன் வித்தியாசத்தில் வீழ்த்தியது; இடக்கைச் சுழற்பந்து வீச்சாளர் {player} இரண்டாவது இன்னிங்ஸில் {wickets} விக்கெட்டுகளைக் கைப்பற்றினார்.`,
      meta: `ரஞ்சி கோப்பை: {team} அணியைத் தமிழகம் {runs} ரன்களில் வென்றது; {player} {wickets} விக்கெட்; புள்ளிப் பட்டியல், அடுத்த போட்டி.`,
      body: [
        `ரஞ்சி கோப்பை எலைட் பிரிவுப் போட்டியில் {team} அணியைத் தமிழக அணி {weekday} {runs} ரன் வித்தியாசத்தில் வீழ்த்தியது; கடைசி நாளில் எதிரணியை ஆல் அவுட் செய்தது. சுழலுக்குச் சாதகமான ஆடுகளத்தில் இடக்கைச் சுழற்பந்து வீச்சாளர் {player} இரண்டாவது இன்னிங்ஸில் {wickets} விக்கெட்டுகளைக் கைப்பற்றினார்.`,
        `தொடக்க ஆட்டக்காரரின் சதம், கேப்டனின் பொறுமையான அரைசதம் ஆகியவற்றின் உதவியுடன் முதல் இன்னிங்ஸில் தமிழகம் {score} ரன்கள் குவித்தது. மூன்றாம் நாள் முதல் சுழற்பந்துக்கு ஒத்துழைத்த ஆடுகளத்தில் அந்த முன்னிலையே வெற்றியைத் தீர்மானித்தது.`,
        `> “பந்து நன்றாகத் திரும்பியது; ஒரே இடத்தில் தொடர்ந்து பந்து வீசினேன். கேப்டன் நீண்ட நேரம் பந்து வீச வாய்ப்பளித்ததால் நிலைப்படுத்திக்கொள்ள முடிந்தது” என்று போட்டிக்குப் பிறகு {player} கூறினார்.`,
        `போனஸ் புள்ளியுடன் கிடைத்த இந்த நேரடி வெற்றி மூலம் தமிழக அணி பிரிவுப் பட்டியலின் மேல்பகுதிக்கு முன்னேறியுள்ளது. இந்திய அணித் தேர்வாளர்களும் இப்போட்டியைக் கவனித்ததாகத் தெரிகிறது.`,
        `தமிழக அணி தனது அடுத்த போட்டியைச் சென்னை எம்.ஏ. சிதம்பரம் மைதானத்தில் விளையாடுகிறது.`,
      ],
    },
  },
  {
    key: "sports-jallikattu",
    category: "sports",
    scopes: ["city"],
    cities: ["madurai", "pudukkottai", "tiruchirappalli", "dindigul", "karaikkudi", "thanjavur", "karur", "salem", "sivakasi"],
    tags: ["jallikattu", "pongal", "festivals"],
    nums: { number: [450, 900], count: [250, 500], injured: [12, 45] },
    en: {
      title: `Jallikattu near {city}: {number} bulls, {count} tamers; {injured} injured`,
      summary: `A jallikattu event near {city} on {weekday} saw {number} bulls released from the vadivasal and {count} tamers in the arena; {injured} people were injured.`,
      meta: `Jallikattu near {city}: {number} bulls and {count} tamers, with gold coins and a car as prizes; safety arrangements and the injured.`,
      body: [
        `A jallikattu event held near {city} on {weekday} drew thousands of spectators, with {number} bulls released one by one from the vadivasal and {count} tamers trying to hold on to their humps.`,
        `As the rules require, veterinary and medical teams examined the bulls and the tamers before they entered the arena. Double barricades and galleries were put up for spectators.`,
        `{injured} people, including tamers, bull owners and spectators, were injured; most were treated at the first-aid centre, and a few were taken to the Government Hospital.`,
        [
          `Best tamer: a car for holding on to the most bulls.`,
          `Best bull: a motorcycle for its owner.`,
          `Gold coins, bicycles and household articles were given as prizes through the day.`,
        ],
        `{official} and senior police officers supervised the arrangements, and more than 1,000 police personnel were deployed.`,
      ],
    },
    ta: {
      title: `{city} அருகே ஜல்லிக்கட்டு: {number} காளைகள், {count} மாடுபிடி வீரர்கள்; {injured} பேர் காயம்`,
      summary: `{city} அருகே {weekday} நடைபெற்ற ஜல்லிக்கட்டில் வாடிவாசலிலிருந்து {number} காளைகள் அவிழ்த்துவிடப்பட்டன; {count} மாடுபிடி வீரர்கள் களம் கண்டனர்; {injured} பேர் காயமடைந்தனர்.`,
      meta: `{city} அருகே ஜல்லிக்கட்டு: {number} காளைகள், {count} வீரர்கள், தங்கக் காசு, கார் பரிசுகள்; பாதுகாப்பு ஏற்பாடுகள், காயமடைந்தோர் விவரம்.`,
      body: [
        `{city} அருகே {weekday} நடைபெற்ற ஜல்லிக்கட்டைக் காண ஆயிரக்கணக்கானோர் திரண்டனர். வாடிவாசலிலிருந்து ஒவ்வொன்றாக {number} காளைகள் அவிழ்த்துவிடப்பட்டன; {count} மாடுபிடி வீரர்கள் காளைகளின் திமிலைப் பிடித்து அடக்க முயன்றனர்.`,
        `விதிமுறைகளின்படி, களத்தில் இறங்கும் முன் காளைகளைக் கால்நடை மருத்துவக் குழுவினரும், வீரர்களை மருத்துவக் குழுவினரும் பரிசோதித்தனர். பார்வையாளர்களுக்கு இரட்டைத் தடுப்புகளும் காலரிகளும் அமைக்கப்பட்டிருந்தன.`,
        `மாடுபிடி வீரர்கள், காளை உரிமையாளர்கள், பார்வையாளர்கள் உள்பட {injured} பேர் காயமடைந்தனர்; பெரும்பாலானோருக்கு முதலுதவி மையத்தில் சிகிச்சை அளிக்கப்பட்டது, சிலர் அரசு மருத்துவமனைக்கு அனுப்பப்பட்டனர்.`,
        [
          `சிறந்த மாடுபிடி வீரர்: அதிக காளைகளை அடக்கியவருக்குக் கார் பரிசு.`,
          `சிறந்த காளை: அதன் உரிமையாளருக்கு மோட்டார் சைக்கிள்.`,
          `நாள் முழுவதும் தங்கக் காசுகள், சைக்கிள்கள், வீட்டு உபயோகப் பொருட்கள் பரிசாக வழங்கப்பட்டன.`,
        ],
        `{official} மற்றும் காவல்துறை உயர் அதிகாரிகள் ஏற்பாடுகளை மேற்பார்வையிட்டனர்; ஆயிரத்துக்கும் மேற்பட்ட போலீஸார் பாதுகாப்புப் பணியில் ஈடுபடுத்தப்பட்டனர்.`,
      ],
    },
  },
  {
    key: "sports-india-odi-win",
    category: "sports",
    scopes: ["national"],
    tags: ["cricket"],
    nums: { margin: [4, 8], runs: [65, 140] },
    picks: {
      team: [
        { en: "Australia", ta: "ஆஸ்திரேலியா", enAdj: "Australia", taAdj: "ஆஸ்திரேலிய" },
        { en: "England", ta: "இங்கிலாந்து", enAdj: "England", taAdj: "இங்கிலாந்து" },
        { en: "South Africa", ta: "தென் ஆப்பிரிக்கா", enAdj: "South Africa", taAdj: "தென் ஆப்பிரிக்க" },
        { en: "New Zealand", ta: "நியூசிலாந்து", enAdj: "New Zealand", taAdj: "நியூசிலாந்து" },
        { en: "Sri Lanka", ta: "இலங்கை", enAdj: "Sri Lanka", taAdj: "இலங்கை" },
      ],
      player: [
        { en: "Varun Sekar", ta: "வருண் சேகர்" },
        { en: "Aakash Murali", ta: "ஆகாஷ் முரளி" },
        { en: "Pradeep Raj", ta: "பிரதீப் ராஜ்" },
        { en: "Sanjay Kumaran", ta: "சஞ்சய் குமரன்" },
      ],
    },
    en: {
      title: `India beat {team} by {margin} wickets as {player} from {city} scores unbeaten {runs}`,
      summary: `India won the one-day international against {team} by {margin} wickets on {weekday}, with {player}, who hails from {city}, scoring an unbeaten {runs}.`,
      meta: `India vs {team} ODI: India win by {margin} wickets; {player} of {city} hits an unbeaten {runs}; series status and next match.`,
      body: [
        `India beat {team} by {margin} wickets in the one-day international on {weekday}, chasing down the target with overs to spare. {player}, who grew up playing cricket in {city}, anchored the chase with an unbeaten {runs}.`,
        `The Indian bowlers had restricted {team} to a modest total, with the pacers striking early and the spinners choking the run flow in the middle overs.`,
        `> "I have dreamt of finishing a game for India ever since I played tennis-ball cricket on the streets back home," {player} said at the presentation.`,
        `In {city}, family members and friends watched the match on a big screen put up by the local cricket association, and burst crackers after the winning runs.`,
        `The win gives India the lead in the three-match series. The next match will be played over the weekend.`,
      ],
    },
    ta: {
      title: `{teamAdj} அணியை {margin} விக்கெட் வித்தியாசத்தில் வென்றது இந்தியா; {cityNative} {player} {runs} ரன்`,
      summary: `{teamAdj} அணிக்கு எதிரான ஒருநாள் போட்டியில் இந்தியா {weekday} {margin} விக்கெட் வித்தியாசத்தில் வெற்றி பெற்றது; {cityNative} {player} ஆட்டமிழக்காமல் {runs} ரன்கள் எடுத்தார்.`,
      meta: `இந்தியா - {team} ஒருநாள் போட்டி: இந்தியா {margin} விக்கெட் வித்தியாசத்தில் வெற்றி; {cityNative} {player} ஆட்டமிழக்காமல் {runs}; தொடர் நிலவரம்.`,
      body: [
        `{teamAdj} அணிக்கு எதிராக {weekday} நடைபெற்ற ஒருநாள் சர்வதேசப் போட்டியில், இலக்கைப் பல ஓவர்கள் மீதமிருக்கும்போதே எட்டி இந்தியா {margin} விக்கெட் வித்தியாசத்தில் வென்றது. {cityIn} கிரிக்கெட் விளையாடி வளர்ந்த {player} ஆட்டமிழக்காமல் {runs} ரன்கள் எடுத்து வெற்றிக்கு வழிவகுத்தார்.`,
        `வேகப்பந்து வீச்சாளர்கள் தொடக்கத்திலேயே விக்கெட்டுகளை வீழ்த்த, நடு ஓவர்களில் சுழற்பந்து வீச்சாளர்கள் ரன் வேகத்தைக் கட்டுப்படுத்தியதால், {teamAdj} அணி குறைந்த ஸ்கோருக்குள் சுருண்டது.`,
        `> “ஊரில் தெருக்களில் டென்னிஸ் பந்தில் கிரிக்கெட் விளையாடிய காலத்திலிருந்தே இந்தியாவுக்காக ஒரு போட்டியை வெற்றிகரமாக முடித்துவைக்க வேண்டும் என்று கனவு கண்டேன்” என்று பரிசளிப்பு விழாவில் {player} கூறினார்.`,
        `{cityIn} உள்ளூர் கிரிக்கெட் சங்கம் அமைத்திருந்த பெரிய திரையில் குடும்பத்தினரும் நண்பர்களும் போட்டியைக் கண்டு ரசித்தனர்; வெற்றி ரன் அடிக்கப்பட்டதும் பட்டாசு வெடித்துக் கொண்டாடினர்.`,
        `இந்த வெற்றியின் மூலம் மூன்று போட்டிகள் கொண்ட தொடரில் இந்தியா முன்னிலை பெற்றுள்ளது. அடுத்த போட்டி வார இறுதியில் நடைபெறுகிறது.`,
      ],
    },
  },
  {
    key: "sports-chess-title-abroad",
    category: "sports",
    scopes: ["international"],
    tags: ["chess", "tamil-diaspora"],
    nums: { age: [13, 19], count: [80, 200] },
    picks: {
      player: [
        { en: "Nila Sundaram", ta: "நிலா சுந்தரம்" },
        { en: "Adithya Ramesh", ta: "ஆதித்யா ரமேஷ்" },
        { en: "Mathivanan", ta: "மதிவாணன்" },
        { en: "Keerthana Ravi", ta: "கீர்த்தனா ரவி" },
      ],
      points: [
        { en: "7", ta: "7" },
        { en: "7.5", ta: "7.5" },
        { en: "8", ta: "8" },
        { en: "8.5", ta: "8.5" },
      ],
    },
    en: {
      title: `{age}-year-old {player} from {city} wins international chess tournament in {place}`,
      summary: `{player}, {age}, from {city} won an international open chess tournament in {place} on {weekday}, scoring {points} points from nine rounds in a field of {count} players.`,
      meta: `Chess: {cityOf} {player}, {age}, wins the international open in {place} with {points}/9; the rating gain and the grandmaster goal.`,
      body: [
        `{player}, a {age}-year-old from {city}, won an international open chess tournament in {place} on {weekday}, finishing with {points} points from nine rounds ahead of {count} players, including several grandmasters.`,
        `The teenager stayed unbeaten throughout the event and won a sharp final-round game with the black pieces to take clear first place. The result is expected to bring a significant rating gain.`,
        `> "I prepared openings with my coach over video calls every night. In the last round I just trusted my calculation," {player} said.`,
        `Tamil Nadu, home to many of India's grandmasters, has a strong culture of chess clubs and school tournaments. {player} started playing at a local club in {city} at the age of seven.`,
        `The next target is to complete the norms needed for the grandmaster title. The State sports department has provided financial support for overseas tournaments.`,
      ],
    },
    ta: {
      title: `{placeIn} சர்வதேச சதுரங்கப் போட்டியில் {cityNative} {age} வயது {player} சாம்பியன்`,
      summary: `{placeIn} {weekday} நிறைவடைந்த சர்வதேச ஓபன் சதுரங்கப் போட்டியில், {count} பேர் பங்கேற்ற களத்தில் ஒன்பது சுற்றுகளில் {points} புள்ளிகள் பெற்று {cityNative} {age} வயதான {player} முதலிடம் பிடித்தார்.`,
      meta: `சதுரங்கம்: {placeIn} சர்வதேச ஓபன் போட்டியில் {cityNative} {player} ({age}) 9-க்கு {points} புள்ளிகளுடன் வெற்றி; ரேட்டிங் உயர்வு, கிராண்ட்மாஸ்டர் இலக்கு.`,
      body: [
        `{placeIn} {weekday} நிறைவடைந்த சர்வதேச ஓபன் சதுரங்கப் போட்டியில், {cityNative} {age} வயதான {player} ஒன்பது சுற்றுகளில் {points} புள்ளிகள் பெற்று சாம்பியன் பட்டம் வென்றார். பல கிராண்ட்மாஸ்டர்கள் உள்பட {count} பேர் இப்போட்டியில் பங்கேற்றனர்.`,
        `போட்டி முழுவதும் தோல்வியையே சந்திக்காத {player}, கடைசிச் சுற்றில் கருப்புக் காய்களுடன் விளையாடி விறுவிறுப்பான ஆட்டத்தில் வென்று தனித்து முதலிடம் பிடித்தார். இந்த வெற்றியால் ரேட்டிங் புள்ளிகள் கணிசமாக உயரும் என எதிர்பார்க்கப்படுகிறது.`,
        `> “தினமும் இரவு பயிற்சியாளருடன் வீடியோ அழைப்பில் தொடக்க நகர்வுகளுக்குத் தயாரானேன். கடைசிச் சுற்றில் என் கணிப்பை மட்டுமே நம்பினேன்” என்று {player} கூறினார்.`,
        `இந்தியாவின் கிராண்ட்மாஸ்டர்களில் பலரை உருவாக்கிய தமிழகத்தில் சதுரங்கக் கழகங்கள், பள்ளி அளவிலான போட்டிகள் எனச் சதுரங்கத்துக்கு வலுவான அடித்தளம் உள்ளது. ஏழு வயதில் {cityIn} உள்ள ஒரு கழகத்தில் {player} சதுரங்கம் விளையாடத் தொடங்கினார்.`,
        `கிராண்ட்மாஸ்டர் பட்டத்துக்குத் தேவையான தகுதிகளை நிறைவு செய்வதே அடுத்த இலக்கு. வெளிநாட்டுப் போட்டிகளில் பங்கேற்க மாநில விளையாட்டுத் துறை நிதியுதவி அளித்துள்ளது.`,
      ],
    },
  },
  {
    key: "sports-city-marathon",
    category: "sports",
    scopes: ["city"],
    tags: ["athletics", "fitness"],
    nums: { number: [2000, 15000], count: [10, 40] },
    en: {
      title: `{number} runners hit the streets for {city} marathon; funds raised for school libraries`,
      summary: `About {number} runners, including first-timers and senior citizens, took part in the {city} marathon on {weekday}, raising funds for government school libraries.`,
      meta: `{city} marathon: {number} runners in 5 km, 10 km and half marathon categories; winners, and funds raised for school libraries.`,
      body: [
        `About {number} runners took part in the {city} marathon on {weekday} morning, running in 5 km, 10 km and half marathon categories on roads closed to traffic from 5 am to 9 am.`,
        `The half marathon was won by a runner from the district athletics club, while a college student from {city2} took the women's title. Several runners above 60 completed the 10 km course.`,
        `> "I started running three years ago to control my diabetes. Today I finished my first half marathon," said {person}, 52.`,
        `Organisers said the entry fees and sponsorship would be used to set up libraries in {count} government schools in the district.`,
        `Water stations, medical teams and ambulances were positioned along the route, and traffic was diverted on the main roads until the race ended.`,
      ],
    },
    ta: {
      title: `{city} மாரத்தானில் {number} பேர் ஓட்டம்; அரசுப் பள்ளி நூலகங்களுக்கு நிதி திரட்டல்`,
      summary: `{cityIn} {weekday} நடைபெற்ற மாரத்தான் ஓட்டத்தில் முதல்முறை ஓடுபவர்கள், மூத்த குடிமக்கள் உள்பட சுமார் {number} பேர் பங்கேற்றனர்; அரசுப் பள்ளி நூலகங்களுக்கு நிதி திரட்டப்பட்டது.`,
      meta: `{city} மாரத்தான்: 5 கி.மீ., 10 கி.மீ., அரை மாரத்தான் பிரிவுகளில் {number} பேர்; வெற்றியாளர்கள், பள்ளி நூலகங்களுக்கான நிதி.`,
      body: [
        `{cityIn} {weekday} காலை நடைபெற்ற மாரத்தான் ஓட்டத்தில் சுமார் {number} பேர் பங்கேற்றனர். காலை 5 மணி முதல் 9 மணி வரை போக்குவரத்து நிறுத்தப்பட்ட சாலைகளில் 5 கி.மீ., 10 கி.மீ., அரை மாரத்தான் ஆகிய பிரிவுகளில் ஓட்டம் நடைபெற்றது.`,
        `அரை மாரத்தானில் மாவட்டத் தடகளக் கழக வீரர் வெற்றி பெற்றார்; மகளிர் பிரிவில் {city2Native} கல்லூரி மாணவி முதலிடம் பிடித்தார். 60 வயதைக் கடந்த பலர் 10 கி.மீ. தூரத்தை ஓடி முடித்தனர்.`,
        `> “சர்க்கரை நோயைக் கட்டுப்படுத்த மூன்று ஆண்டுகளுக்கு முன்பு ஓடத் தொடங்கினேன். இன்று என் முதல் அரை மாரத்தானை நிறைவு செய்தேன்” என்று 52 வயதான {person} கூறினார்.`,
        `பதிவுக் கட்டணம், நன்கொடையாளர்கள் மூலம் கிடைத்த நிதி, மாவட்டத்தில் உள்ள {count} அரசுப் பள்ளிகளில் நூலகங்கள் அமைக்கப் பயன்படுத்தப்படும் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
        `ஓட்டப் பாதையில் குடிநீர் மையங்கள், மருத்துவக் குழுக்கள், ஆம்புலன்ஸ்கள் நிறுத்தப்பட்டிருந்தன; போட்டி முடியும் வரை முக்கியச் சாலைகளில் போக்குவரத்து மாற்றிவிடப்பட்டது.`,
      ],
    },
  },
];

const POLITICS: StoryTemplate[] = [
  {
    key: "politics-water-road-blockade",
    category: "politics",
    scopes: ["city"],
    tags: ["water-supply", "local-body", "women"],
    nums: { number: [150, 600], hours: [2, 4] },
    picks: { woman: WOMEN },
    en: {
      title: `{number} residents block road in {city} over irregular water supply`,
      summary: `Residents of a ward in {city} blocked a road for {hours} hours on {weekday}, complaining that drinking water had been supplied only once in ten days.`,
      meta: `Road blockade in {city} over drinking water shortage: {number} residents protest; officials promise daily tanker supply and pipeline repairs.`,
      body: [
        `About {number} residents, most of them women carrying empty pots, blocked a main road near {landmark} in {city} on {weekday} morning, demanding regular drinking water supply. Traffic was disrupted for about {hours} hours.`,
        `The residents said water had been supplied only once in ten days for over a month, forcing families to buy cans at Rs 30 to Rs 40 each. They alleged that repeated petitions to the civic body had gone unanswered.`,
        `> "We spend a good part of our daily wages on water. Our children go to school without a bath," said {woman}, one of the protesters.`,
        `Police and civic officials held talks with the protesters and promised tanker supply every day until a damaged feeder pipeline is repaired. The blockade was withdrawn after the assurance.`,
        `Councillors of all parties have raised the issue in the council, and the civic body said work on a new pipeline would be completed within two months.`,
      ],
    },
    ta: {
      title: `சீரற்ற குடிநீர் விநியோகத்தைக் கண்டித்து {cityIn} {number} பேர் சாலை மறியல்`,
      summary: `பத்து நாட்களுக்கு ஒருமுறை மட்டுமே குடிநீர் வருவதாகக் கூறி {cityIn} ஒரு வார்டைச் சேர்ந்த மக்கள் {weekday} சுமார் {hours} மணி நேரம் சாலை மறியலில் ஈடுபட்டனர்.`,
      meta: `{cityIn} குடிநீர்த் தட்டுப்பாட்டைக் கண்டித்துச் சாலை மறியல்: {number} பேர் போராட்டம்; லாரியில் தினமும் குடிநீர், குழாய் சீரமைப்பு என அதிகாரிகள் உறுதி.`,
      body: [
        `முறையான குடிநீர் விநியோகம் கோரி {cityIn} {landmark} அருகே {weekday} காலை சுமார் {number} பேர் சாலை மறியலில் ஈடுபட்டனர். இவர்களில் பெரும்பாலானோர் காலிக் குடங்களுடன் வந்த பெண்கள். இதனால் சுமார் {hours} மணி நேரம் போக்குவரத்து பாதிக்கப்பட்டது.`,
        `கடந்த ஒரு மாதத்துக்கும் மேலாகப் பத்து நாட்களுக்கு ஒருமுறை மட்டுமே குடிநீர் வருவதால், ஒரு கேன் ரூ.30 முதல் ரூ.40 வரை கொடுத்து வாங்க வேண்டியுள்ளதாகப் பொதுமக்கள் தெரிவித்தனர். உள்ளாட்சி அமைப்பிடம் பலமுறை மனு அளித்தும் நடவடிக்கை இல்லை என அவர்கள் குற்றம் சாட்டினர்.`,
        `> “தினக்கூலியில் பெரும் பகுதியைத் தண்ணீருக்கே செலவழிக்கிறோம். குழந்தைகள் குளிக்காமலேயே பள்ளிக்குச் செல்கின்றனர்” என்று போராட்டத்தில் பங்கேற்ற {woman} கூறினார்.`,
        `போராட்டக்காரர்களுடன் காவல்துறையினரும் உள்ளாட்சி அதிகாரிகளும் பேச்சுவார்த்தை நடத்தினர். சேதமடைந்த பிரதானக் குழாய் சீரமைக்கப்படும் வரை தினமும் லாரி மூலம் குடிநீர் வழங்கப்படும் என உறுதியளித்ததையடுத்து மறியல் கைவிடப்பட்டது.`,
        `அனைத்துக் கட்சி உறுப்பினர்களும் மன்றக் கூட்டத்தில் இப்பிரச்சினையை எழுப்பியுள்ள நிலையில், புதிய குழாய் பதிக்கும் பணி இரண்டு மாதங்களில் நிறைவடையும் என உள்ளாட்சி அமைப்பு தெரிவித்துள்ளது.`,
      ],
    },
  },
  {
    key: "politics-assembly-bills",
    category: "politics",
    scopes: ["state"],
    tags: ["assembly", "local-body", "women"],
    nums: { count: [4, 14], days: [3, 8] },
    en: {
      title: `Assembly passes {count} Bills on final day of {days}-day session; Opposition stages walkout`,
      summary: `The Tamil Nadu Legislative Assembly passed {count} Bills on {weekday}, the last day of its {days}-day session, as Opposition members walked out over a debate on law and order.`,
      meta: `Tamil Nadu Assembly session ends: {count} Bills passed, including on local bodies and universities; Opposition walkout and key announcements.`,
      body: [
        `The Tamil Nadu Legislative Assembly passed {count} Bills on {weekday}, the final day of its {days}-day session, before being adjourned sine die.`,
        `The Bills include amendments to laws governing urban local bodies, a Bill to set up a new State university and changes to the rules on registration of documents.`,
        [
          `A Bill to increase reservation for persons with disabilities in local body councils.`,
          `A Bill to allow online payment of property tax and water charges in all urban local bodies.`,
          `Amendments to speed up land acquisition for industrial parks, with higher compensation.`,
        ],
        `Opposition members walked out after the Speaker denied permission for a debate on recent crimes against women. The Chief Minister said the government had acted promptly in every case and accused the Opposition of trying to score political points.`,
        `Ministers made several announcements during the session, including new bus routes, school buildings and an expansion of the breakfast scheme.`,
      ],
    },
    ta: {
      title: `சட்டப்பேரவைக் கூட்டத்தொடரின் கடைசி நாளில் {count} மசோதாக்கள் நிறைவேற்றம்; எதிர்க்கட்சிகள் வெளிநடப்பு`,
      summary: `{days} நாள் கூட்டத்தொடரின் கடைசி நாளான {weekday} தமிழக சட்டப்பேரவையில் {count} மசோதாக்கள் நிறைவேற்றப்பட்டன; சட்டம் ஒழுங்கு குறித்த விவாதத்துக்கு அனுமதி மறுக்கப்பட்டதைக் கண்டித்து எதிர்க்கட்சி உறுப்பினர்கள் வெளிநடப்புச் செய்தனர்.`,
      meta: `தமிழக சட்டப்பேரவைக் கூட்டத்தொடர் நிறைவு: உள்ளாட்சி, பல்கலைக்கழகங்கள் தொடர்பானவை உள்பட {count} மசோதாக்கள் நிறைவேற்றம்; எதிர்க்கட்சிகள் வெளிநடப்பு.`,
      body: [
        `{days} நாள் கூட்டத்தொடரின் கடைசி நாளான {weekday} தமிழக சட்டப்பேரவையில் {count} மசோதாக்கள் நிறைவேற்றப்பட்டன. அதன் பின்னர் பேரவை தேதி குறிப்பிடாமல் ஒத்திவைக்கப்பட்டது.`,
        `நகர்ப்புற உள்ளாட்சி அமைப்புகள் தொடர்பான சட்டத் திருத்தங்கள், புதிய மாநிலப் பல்கலைக்கழகம் அமைப்பதற்கான மசோதா, ஆவணப் பதிவு விதிகளில் மாற்றங்கள் ஆகியவை இவற்றில் அடங்கும்.`,
        [
          `உள்ளாட்சி மன்றங்களில் மாற்றுத்திறனாளிகளுக்கான இட ஒதுக்கீட்டை உயர்த்தும் மசோதா.`,
          `அனைத்து நகர்ப்புற உள்ளாட்சி அமைப்புகளிலும் சொத்து வரி, குடிநீர்க் கட்டணத்தை இணையம் மூலம் செலுத்த வகை செய்யும் மசோதா.`,
          `தொழிற்பூங்காக்களுக்கான நில எடுப்பை விரைவுபடுத்தி, கூடுதல் இழப்பீடு வழங்க வகை செய்யும் திருத்தங்கள்.`,
        ],
        `பெண்களுக்கு எதிரான அண்மைக் குற்றங்கள் குறித்து விவாதிக்கப் பேரவைத் தலைவர் அனுமதி மறுத்ததையடுத்து எதிர்க்கட்சி உறுப்பினர்கள் வெளிநடப்புச் செய்தனர். ஒவ்வொரு சம்பவத்திலும் அரசு உடனடியாக நடவடிக்கை எடுத்துள்ளதாகவும், எதிர்க்கட்சிகள் அரசியல் ஆதாயம் தேட முயல்வதாகவும் முதல்வர் தெரிவித்தார்.`,
        `புதிய பேருந்து வழித்தடங்கள், பள்ளிக் கட்டடங்கள், காலை உணவுத் திட்ட விரிவாக்கம் உள்ளிட்ட பல அறிவிப்புகளை இக்கூட்டத்தொடரில் அமைச்சர்கள் வெளியிட்டனர்.`,
      ],
    },
  },
  {
    key: "politics-council-road-works",
    category: "politics",
    scopes: ["city"],
    tags: ["local-body", "roads", "monsoon"],
    nums: { amount: [12, 180], count: [40, 260], km: [30, 140] },
    en: {
      title: `{city} council approves Rs {amount} crore for relaying {count} roads`,
      summary: `The local body council in {city} on {weekday} approved road works worth Rs {amount} crore covering {count} roads, along with storm water drains in flood-prone areas.`,
      meta: `{city} council meeting: Rs {amount} crore for {count} roads and storm water drains; councillors raise streetlights, stray dogs and garbage.`,
      body: [
        `The council of the urban local body in {city} approved proposals worth Rs {amount} crore on {weekday} to relay {count} damaged roads covering about {km} km and to build storm water drains in areas that flood every monsoon.`,
        `Work will begin after the monsoon and is to be completed within eight months. Roads dug up for underground drainage and drinking water pipelines will be taken up first.`,
        `During the meeting, councillors cutting across party lines complained about streetlights that do not work, the stray dog menace and irregular garbage collection in their wards.`,
        `> "People stop us on the street every day to complain about potholes. We want the work done before the next monsoon, not after it," a councillor said during the debate.`,
        `Officials said a quality control team would test the roads at random, and contractors would be responsible for repairs for three years.`,
      ],
    },
    ta: {
      title: `{cityIn} {count} சாலைகளைச் சீரமைக்க ரூ.{amount} கோடி: மன்றக் கூட்டத்தில் ஒப்புதல்`,
      summary: `{cityIn} {weekday} நடைபெற்ற உள்ளாட்சி மன்றக் கூட்டத்தில், {count} சாலைகளைச் சீரமைக்கவும், வெள்ளம் பாதிக்கும் பகுதிகளில் மழைநீர் வடிகால்கள் அமைக்கவும் ரூ.{amount} கோடி மதிப்பிலான பணிகளுக்கு ஒப்புதல் அளிக்கப்பட்டது.`,
      meta: `{city} மன்றக் கூட்டம்: {count} சாலைகள், மழைநீர் வடிகால்களுக்கு ரூ.{amount} கோடி; தெருவிளக்கு, தெருநாய், குப்பை பிரச்சினைகளை எழுப்பிய உறுப்பினர்கள்.`,
      body: [
        `சேதமடைந்த {count} சாலைகளைச் சுமார் {km} கி.மீ. தூரத்துக்குச் சீரமைக்கவும், ஒவ்வொரு பருவமழையிலும் வெள்ளம் சூழும் பகுதிகளில் மழைநீர் வடிகால்கள் அமைக்கவும் ரூ.{amount} கோடி மதிப்பிலான திட்டங்களுக்கு {city} நகர்ப்புற உள்ளாட்சி அமைப்பின் மன்றக் கூட்டத்தில் {weekday} ஒப்புதல் அளிக்கப்பட்டது.`,
        `பருவமழைக்குப் பிறகு பணிகள் தொடங்கி எட்டு மாதங்களில் நிறைவடையும். பாதாளச் சாக்கடை, குடிநீர்க் குழாய்ப் பணிகளுக்காகத் தோண்டப்பட்ட சாலைகள் முதலில் சீரமைக்கப்படும்.`,
        `கூட்டத்தில் கட்சி வேறுபாடின்றி உறுப்பினர்கள், தங்கள் வார்டுகளில் எரியாத தெருவிளக்குகள், தெருநாய்த் தொல்லை, முறையற்ற குப்பை அகற்றல் குறித்துப் புகார் தெரிவித்தனர்.`,
        `> “சாலைப் பள்ளங்கள் குறித்து மக்கள் தினமும் தெருவில் எங்களை நிறுத்திக் கேட்கின்றனர். அடுத்த பருவமழைக்குப் பிறகு அல்ல, அதற்கு முன்பே பணிகள் முடிய வேண்டும்” என்று விவாதத்தின்போது உறுப்பினர் ஒருவர் தெரிவித்தார்.`,
        `தரக் கட்டுப்பாட்டுக் குழு சாலைகளைத் திடீர் சோதனை செய்யும் என்றும், மூன்று ஆண்டுகளுக்குப் பழுது நீக்கும் பொறுப்பு ஒப்பந்ததாரர்களுடையது என்றும் அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "politics-mps-flood-relief",
    category: "politics",
    scopes: ["national"],
    tags: ["parliament", "floods", "cyclone"],
    nums: { amount: [2000, 38000], count: [20, 39] },
    en: {
      title: `Tamil Nadu MPs demand Rs {amount} crore flood relief in Parliament; Centre says assessment under way`,
      summary: `MPs from Tamil Nadu on {weekday} pressed the Union government in the Lok Sabha to release the Rs {amount} crore sought by the State for cyclone and flood relief.`,
      meta: `Parliament: Tamil Nadu MPs demand release of Rs {amount} crore in disaster relief; the Union Minister's reply and the protest on the premises.`,
      body: [
        `Members of Parliament from Tamil Nadu raised the State's demand for Rs {amount} crore in disaster relief during Question Hour in the Lok Sabha on {weekday}, saying funds for last year's cyclone and floods were yet to be released.`,
        `The MPs said thousands of houses, roads and crops had been damaged, and the State had already spent heavily from its own funds on relief and restoration.`,
        `> "Tamil Nadu contributes substantially to the national exchequer. When disaster strikes, our people deserve timely support," an MP from the State told the House.`,
        `Replying, the Union Minister of State for Home Affairs said an inter-ministerial central team had submitted its report, and the release of funds from the National Disaster Response Fund was being processed as per norms.`,
        `{count} MPs from the State later staged a protest on the Parliament premises, holding placards demanding the immediate release of funds.`,
      ],
    },
    ta: {
      title: `ரூ.{amount} கோடி வெள்ள நிவாரணம் கோரி நாடாளுமன்றத்தில் தமிழக எம்.பி.க்கள் வலியுறுத்தல்; மதிப்பீடு நடைபெறுவதாக மத்திய அரசு பதில்`,
      summary: `புயல், வெள்ள நிவாரணத்துக்காகத் தமிழகம் கோரியுள்ள ரூ.{amount} கோடியை விடுவிக்க வேண்டும் என மக்களவையில் தமிழக எம்.பி.க்கள் {weekday} மத்திய அரசை வலியுறுத்தினர்.`,
      meta: `நாடாளுமன்றம்: ரூ.{amount} கோடி பேரிடர் நிவாரண நிதியை விடுவிக்கத் தமிழக எம்.பி.க்கள் கோரிக்கை; மத்திய அமைச்சரின் பதில், வளாகத்தில் போராட்டம்.`,
      body: [
        `கடந்த ஆண்டு ஏற்பட்ட புயல், வெள்ளத்துக்கான நிவாரண நிதி இன்னும் விடுவிக்கப்படவில்லை எனக் கூறி, மாநிலம் கோரியுள்ள ரூ.{amount} கோடி பேரிடர் நிவாரண நிதி குறித்து மக்களவையில் {weekday} கேள்வி நேரத்தின்போது தமிழக எம்.பி.க்கள் பிரச்சினை எழுப்பினர்.`,
        `ஆயிரக்கணக்கான வீடுகள், சாலைகள், பயிர்கள் சேதமடைந்துள்ளதாகவும், நிவாரணம் மற்றும் சீரமைப்புப் பணிகளுக்கு மாநில அரசு ஏற்கெனவே தனது சொந்த நிதியிலிருந்து பெருமளவில் செலவிட்டுள்ளதாகவும் எம்.பி.க்கள் தெரிவித்தனர்.`,
        `> “தேசிய வருவாயில் தமிழகம் கணிசமான பங்களிப்பைச் செய்கிறது. பேரிடர் ஏற்படும்போது எங்கள் மக்களுக்கு உரிய நேரத்தில் உதவி கிடைக்க வேண்டும்” என்று தமிழக எம்.பி. ஒருவர் அவையில் பேசினார்.`,
        `இதற்குப் பதிலளித்த மத்திய உள்துறை இணையமைச்சர், பல்துறை மத்தியக் குழு தனது அறிக்கையைச் சமர்ப்பித்துவிட்டதாகவும், தேசியப் பேரிடர் மீட்பு நிதியிலிருந்து நிதி விடுவிப்பது விதிமுறைகளின்படி பரிசீலனையில் உள்ளதாகவும் தெரிவித்தார்.`,
        `பின்னர் தமிழகத்தைச் சேர்ந்த {count} எம்.பி.க்கள், நிதியை உடனடியாக விடுவிக்கக் கோரும் பதாகைகளுடன் நாடாளுமன்ற வளாகத்தில் போராட்டம் நடத்தினர்.`,
      ],
    },
  },
  {
    key: "politics-sri-lanka-fishermen",
    category: "politics",
    scopes: ["international"],
    tags: ["fishermen", "sri-lanka", "courts"],
    nums: { count: [8, 42], boats: [2, 8] },
    picks: {
      port: [
        { en: "Rameswaram", ta: "ராமேசுவரம்", enNative: "from Rameswaram", taNative: "ராமேசுவரத்தைச் சேர்ந்த" },
        { en: "Nagapattinam", ta: "நாகப்பட்டினம்", enNative: "from Nagapattinam", taNative: "நாகப்பட்டினத்தைச் சேர்ந்த" },
        { en: "Jagadapattinam", ta: "ஜெகதாப்பட்டினம்", enNative: "from Jagadapattinam", taNative: "ஜெகதாப்பட்டினத்தைச் சேர்ந்த" },
        { en: "Mandapam", ta: "மண்டபம்", enNative: "from Mandapam", taNative: "மண்டபத்தைச் சேர்ந்த" },
      ],
    },
    en: {
      title: `Sri Lanka releases {count} Tamil Nadu fishermen; {boats} boats still held`,
      summary: `A court in Sri Lanka on {weekday} ordered the release of {count} fishermen from {port} who were arrested for allegedly fishing in Sri Lankan waters, but their {boats} boats remain impounded.`,
      meta: `{count} fishermen from {port} released by Sri Lanka while {boats} boats stay impounded; fishermen's associations demand a permanent solution.`,
      body: [
        `A magistrate's court in Sri Lanka on {weekday} ordered the release of {count} fishermen from {port} who had been arrested by the Sri Lankan Navy last month on charges of fishing in the island nation's waters.`,
        `The fishermen will be handed over to Indian officials and are expected to reach Chennai by air within a few days. However, the court ordered that their {boats} mechanised boats be confiscated.`,
        `> "A boat is worth more than 30 lakh rupees. Without it, the owner's family and the crew who depend on it lose their livelihood," said {person}, a fishermen's association leader in {port}.`,
        `The Chief Minister has written to the Union External Affairs Minister seeking the release of all boats and a permanent solution through talks between fishermen of both countries.`,
        `Fishermen's associations said they would continue their strike until the boats are returned, and demanded compensation for the loss of fishing days.`,
      ],
    },
    ta: {
      title: `{count} தமிழக மீனவர்களை விடுவித்தது இலங்கை; {boats} படகுகள் தொடர்ந்து பறிமுதல்`,
      summary: `இலங்கைக் கடல் எல்லையில் மீன் பிடித்ததாகக் கைது செய்யப்பட்ட {portNative} {count} மீனவர்களை விடுவிக்க இலங்கை நீதிமன்றம் {weekday} உத்தரவிட்டது; ஆனால் அவர்களின் {boats} படகுகள் தொடர்ந்து பறிமுதலில் உள்ளன.`,
      meta: `இலங்கை விடுவித்த {portNative} {count} மீனவர்கள்; {boats} படகுகள் தொடர்ந்து பறிமுதல்; நிரந்தரத் தீர்வு கோரும் மீனவர் சங்கங்கள்.`,
      body: [
        `இலங்கைக் கடல் எல்லைக்குள் மீன் பிடித்ததாகக் கடந்த மாதம் இலங்கைக் கடற்படையால் கைது செய்யப்பட்ட {portNative} {count} மீனவர்களை விடுவிக்க இலங்கை நீதிமன்றம் {weekday} உத்தரவிட்டது.`,
        `விடுவிக்கப்பட்ட மீனவர்கள் இந்திய அதிகாரிகளிடம் ஒப்படைக்கப்பட்டு, சில நாட்களில் விமானம் மூலம் சென்னை வந்தடைவர் என எதிர்பார்க்கப்படுகிறது. எனினும், அவர்களின் {boats} விசைப்படகுகளை அரசுடைமையாக்க நீதிமன்றம் உத்தரவிட்டுள்ளது.`,
        `> “ஒரு படகின் மதிப்பு 30 லட்சம் ரூபாய்க்கும் மேல். படகு இல்லாவிட்டால் உரிமையாளரின் குடும்பம் மட்டுமல்ல, அதை நம்பியிருக்கும் மீனவர்களும் வாழ்வாதாரத்தை இழக்கின்றனர்” என்று {port} மீனவர் சங்கத் தலைவர் {person} கூறினார்.`,
        `அனைத்துப் படகுகளையும் விடுவிக்கவும், இரு நாட்டு மீனவர்களுக்கும் இடையிலான பேச்சுவார்த்தை மூலம் இப்பிரச்சினைக்கு நிரந்தரத் தீர்வு காணவும் வலியுறுத்தி மத்திய வெளியுறவுத் துறை அமைச்சருக்கு முதல்வர் கடிதம் எழுதியுள்ளார்.`,
        `படகுகள் திருப்பி அளிக்கப்படும் வரை வேலைநிறுத்தத்தைத் தொடரப்போவதாக அறிவித்துள்ள மீனவர் சங்கங்கள், மீன்பிடி நாட்கள் இழப்புக்கு இழப்பீடு வழங்க வேண்டும் எனவும் கோரியுள்ளன.`,
      ],
    },
  },
  {
    key: "politics-draft-electoral-roll",
    category: "politics",
    scopes: ["state"],
    tags: ["elections"],
    nums: { number: [6, 18], deleted: [2, 9] },
    picks: {
      total: [
        { en: "6.18", ta: "6.18" },
        { en: "6.24", ta: "6.24" },
        { en: "6.31", ta: "6.31" },
        { en: "6.36", ta: "6.36" },
      ],
    },
    en: {
      title: `Draft electoral roll: Tamil Nadu has {total} crore voters; {number} lakh new names added`,
      summary: `The draft electoral roll published on {weekday} shows Tamil Nadu has {total} crore voters, with {number} lakh new voters added and {deleted} lakh names removed after verification.`,
      meta: `Tamil Nadu draft voter list: {total} crore voters, {number} lakh additions and {deleted} lakh deletions; how to check your name and the deadline for claims.`,
      body: [
        `The Chief Electoral Officer of Tamil Nadu released the draft electoral roll on {weekday}. The State has {total} crore voters, including {number} lakh new names added during the latest revision.`,
        `About {deleted} lakh names were removed, mainly of voters who had died, moved house or were listed more than once. Women voters continue to outnumber men in the State.`,
        `## How to check and correct your entry`,
        [
          `Search for your name on the voters' service portal or the Voter Helpline app using your EPIC number.`,
          `Use Form 6 to enrol as a new voter, and Form 8 to correct details or change your address.`,
          `Special camps will be held at polling stations on two weekends this month.`,
        ],
        `Young people who turn 18 have been urged to enrol, and colleges have been asked to set up help desks. Political parties have been given copies of the draft roll to verify entries in their areas.`,
        `Claims and objections can be filed for a month, after which the final roll will be published.`,
      ],
    },
    ta: {
      title: `வரைவு வாக்காளர் பட்டியல்: தமிழகத்தில் {total} கோடி வாக்காளர்கள்; {number} லட்சம் புதிய பெயர்கள் சேர்ப்பு`,
      summary: `{weekday} வெளியிடப்பட்ட வரைவு வாக்காளர் பட்டியலின்படி தமிழகத்தில் {total} கோடி வாக்காளர்கள் உள்ளனர்; {number} லட்சம் புதிய வாக்காளர்கள் சேர்க்கப்பட்டுள்ளனர், சரிபார்ப்புக்குப் பிறகு {deleted} லட்சம் பெயர்கள் நீக்கப்பட்டுள்ளன.`,
      meta: `தமிழக வரைவு வாக்காளர் பட்டியல்: {total} கோடி வாக்காளர்கள், {number} லட்சம் சேர்ப்பு, {deleted} லட்சம் நீக்கம்; உங்கள் பெயரைச் சரிபார்ப்பது எப்படி?`,
      body: [
        `தமிழகத் தலைமைத் தேர்தல் அதிகாரி {weekday} வரைவு வாக்காளர் பட்டியலை வெளியிட்டார். அண்மைத் திருத்தத்தின்போது சேர்க்கப்பட்ட {number} லட்சம் புதிய பெயர்கள் உள்பட மாநிலத்தில் {total} கோடி வாக்காளர்கள் உள்ளனர்.`,
        `இறந்தவர்கள், இடம் பெயர்ந்தவர்கள், ஒன்றுக்கு மேற்பட்ட இடங்களில் பெயர் இடம்பெற்றவர்கள் எனச் சுமார் {deleted} லட்சம் பெயர்கள் நீக்கப்பட்டுள்ளன. மாநிலத்தில் ஆண் வாக்காளர்களைவிடப் பெண் வாக்காளர்களின் எண்ணிக்கையே தொடர்ந்து அதிகமாக உள்ளது.`,
        `## உங்கள் பெயரைச் சரிபார்த்துத் திருத்துவது எப்படி?`,
        [
          `வாக்காளர் அடையாள அட்டை எண்ணைக் கொண்டு வாக்காளர் சேவை இணையதளத்திலோ ‘வோட்டர் ஹெல்ப்லைன்’ செயலியிலோ உங்கள் பெயரைத் தேடலாம்.`,
          `புதிய வாக்காளராகச் சேரப் படிவம் 6-ஐயும், விவரங்களைத் திருத்த அல்லது முகவரியை மாற்றப் படிவம் 8-ஐயும் பயன்படுத்தலாம்.`,
          `இந்த மாதம் இரண்டு வார இறுதி நாட்களில் வாக்குச்சாவடிகளில் சிறப்பு முகாம்கள் நடைபெறும்.`,
        ],
        `18 வயது நிறைவடைந்த இளைஞர்கள் பெயர் சேர்க்குமாறு கேட்டுக்கொள்ளப்பட்டுள்ளனர்; கல்லூரிகளில் உதவி மையங்கள் அமைக்க அறிவுறுத்தப்பட்டுள்ளது. தங்கள் பகுதிகளில் உள்ள பதிவுகளைச் சரிபார்க்க அரசியல் கட்சிகளுக்கு வரைவுப் பட்டியலின் நகல்கள் வழங்கப்பட்டுள்ளன.`,
        `ஒரு மாதத்துக்குக் கோரிக்கைகள், ஆட்சேபங்களைத் தாக்கல் செய்யலாம்; அதன் பிறகு இறுதி வாக்காளர் பட்டியல் வெளியிடப்படும்.`,
      ],
    },
  },
];

/** Short news: 2–3 short paragraphs, published as newsType "Short". */
const SHORT: StoryTemplate[] = [
  {
    key: "short-breaking-tree-falls",
    category: "breaking",
    scopes: ["city"],
    tags: ["rain", "traffic"],
    nums: { hours: [2, 4] },
    en: {
      title: `Tree uprooted near {landmark} in {city}; traffic diverted`,
      summary: `A large tree fell across the road near {landmark} in {city} on {weekday} after strong winds; no one was hurt.`,
      meta: `{city}: tree falls near {landmark} after strong winds; traffic diverted for {hours} hours while it is cleared.`,
      body: [
        `A large tree was uprooted and fell across the road near {landmark} in {city} on {weekday} following strong winds and rain. No one was injured, though two parked two-wheelers were damaged.`,
        `Fire and Rescue Services personnel and civic workers cut and cleared the tree. Traffic was diverted for about {hours} hours, and power supply to nearby streets was briefly suspended.`,
      ],
    },
    ta: {
      title: `{cityIn} {landmark} அருகே மரம் வேரோடு சாய்ந்தது; போக்குவரத்து மாற்றம்`,
      summary: `{cityIn} {weekday} வீசிய பலத்த காற்றால் {landmark} அருகே பெரிய மரம் ஒன்று சாலையின் குறுக்கே சாய்ந்தது; யாருக்கும் காயம் இல்லை.`,
      meta: `{city}: பலத்த காற்றால் {landmark} அருகே மரம் சாய்ந்தது; அகற்றும் பணியால் {hours} மணி நேரம் போக்குவரத்து மாற்றம்.`,
      body: [
        `{cityIn} {weekday} பலத்த காற்றுடன் மழை பெய்ததால் {landmark} அருகே பெரிய மரம் ஒன்று வேரோடு சாய்ந்து சாலையின் குறுக்கே விழுந்தது. யாருக்கும் காயம் ஏற்படவில்லை; நிறுத்தப்பட்டிருந்த இரண்டு இருசக்கர வாகனங்கள் சேதமடைந்தன.`,
        `தீயணைப்பு வீரர்களும் உள்ளாட்சிப் பணியாளர்களும் மரத்தை வெட்டி அகற்றினர். சுமார் {hours} மணி நேரம் போக்குவரத்து மாற்றிவிடப்பட்டது; அருகிலுள்ள தெருக்களில் சிறிது நேரம் மின் விநியோகம் நிறுத்தப்பட்டது.`,
      ],
    },
  },
  {
    key: "short-breaking-school-holiday",
    category: "breaking",
    scopes: ["state"],
    tags: ["rain", "schools", "monsoon"],
    nums: { count: [4, 14] },
    en: {
      title: `Heavy rain: holiday for schools in {count} districts today`,
      summary: `District Collectors have declared a holiday for schools in {count} districts on {weekday} as heavy rain continues across Tamil Nadu.`,
      meta: `Rain holiday: schools closed in {count} Tamil Nadu districts; colleges to follow local orders, exams rescheduled.`,
      body: [
        `Schools in {count} districts of Tamil Nadu will remain closed on {weekday} as heavy rain continues, following orders issued by the District Collectors late on the previous night.`,
        `Colleges have been asked to follow district-level announcements. Examinations scheduled for the day will be held on a later date, officials said.`,
      ],
    },
    ta: {
      title: `கனமழை: {count} மாவட்டங்களில் பள்ளிகளுக்கு இன்று விடுமுறை`,
      summary: `தமிழகம் முழுவதும் கனமழை தொடர்வதால் {count} மாவட்டங்களில் பள்ளிகளுக்கு {weekday} விடுமுறை அளித்து மாவட்ட ஆட்சியர்கள் உத்தரவிட்டுள்ளனர்.`,
      meta: `மழை விடுமுறை: தமிழகத்தில் {count} மாவட்டங்களில் பள்ளிகளுக்கு விடுமுறை; கல்லூரிகள் உள்ளூர் அறிவிப்பைப் பின்பற்ற வேண்டும், தேர்வுகள் ஒத்திவைப்பு.`,
      body: [
        `கனமழை தொடர்வதால் தமிழகத்தின் {count} மாவட்டங்களில் {weekday} பள்ளிகளுக்கு விடுமுறை அளித்து, முந்தைய நாள் இரவு மாவட்ட ஆட்சியர்கள் உத்தரவு பிறப்பித்தனர்.`,
        `கல்லூரிகள் மாவட்ட அளவிலான அறிவிப்புகளைப் பின்பற்றுமாறு அறிவுறுத்தப்பட்டுள்ளன. அன்றைய தினம் நடைபெறவிருந்த தேர்வுகள் வேறொரு நாளில் நடத்தப்படும் என அதிகாரிகள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-education-free-coaching",
    category: "education",
    scopes: ["city"],
    tags: ["exams", "employment"],
    nums: { number: [60, 300] },
    en: {
      title: `Free coaching for TNPSC Group 4 exam in {city}; {number} seats`,
      summary: `Free coaching classes for the TNPSC Group 4 examination will begin in {city}, with {number} seats for aspirants.`,
      meta: `Free TNPSC Group 4 coaching in {city}: {number} seats, classes on weekdays, mock tests and study material; how to register.`,
      body: [
        `The District Employment and Career Guidance Centre in {city} will conduct free coaching classes for the TNPSC Group 4 examination, officials said on {weekday}. {number} seats are available.`,
        `Classes will be held on weekdays, with weekly mock tests and free study material. Aspirants can register in person at the centre with a copy of their educational certificates.`,
      ],
    },
    ta: {
      title: `{cityIn} டி.என்.பி.எஸ்.சி. குரூப் 4 தேர்வுக்கு இலவசப் பயிற்சி; {number} இடங்கள்`,
      summary: `டி.என்.பி.எஸ்.சி. குரூப் 4 தேர்வுக்கான இலவசப் பயிற்சி வகுப்புகள் {cityIn} தொடங்கவுள்ளன; தேர்வர்களுக்கு {number} இடங்கள் உள்ளன.`,
      meta: `{cityIn} டி.என்.பி.எஸ்.சி. குரூப் 4 இலவசப் பயிற்சி: {number} இடங்கள், வார நாட்களில் வகுப்புகள், மாதிரித் தேர்வுகள்; பதிவு செய்வது எப்படி?`,
      body: [
        `{cityIn} உள்ள மாவட்ட வேலைவாய்ப்பு மற்றும் தொழில்நெறி வழிகாட்டும் மையத்தில் டி.என்.பி.எஸ்.சி. குரூப் 4 தேர்வுக்கான இலவசப் பயிற்சி வகுப்புகள் நடத்தப்படும் என அதிகாரிகள் {weekday} தெரிவித்தனர். மொத்தம் {number} இடங்கள் உள்ளன.`,
        `வார நாட்களில் வகுப்புகள் நடைபெறும்; வாராந்திர மாதிரித் தேர்வுகளும் இலவசப் பாடக் குறிப்புகளும் வழங்கப்படும். கல்விச் சான்றிதழ் நகலுடன் மையத்துக்கு நேரில் சென்று பதிவு செய்யலாம்.`,
      ],
    },
  },
  {
    key: "short-education-engineering-counselling",
    category: "education",
    scopes: ["state"],
    tags: ["higher-education", "exams"],
    nums: { number: [1, 2], seats: [140000, 190000] },
    picks: {
      applicants: [
        { en: "2.4", ta: "2.4" },
        { en: "2.7", ta: "2.7" },
        { en: "2.9", ta: "2.9" },
      ],
    },
    en: {
      title: `Engineering counselling schedule out; {seats} seats, {applicants} lakh applicants`,
      summary: `The Directorate of Technical Education announced the schedule for online engineering counselling on {weekday}, with {seats} seats on offer.`,
      meta: `Tamil Nadu engineering counselling: {applicants} lakh applicants for {seats} seats; rank list date, rounds and special reservation categories.`,
      body: [
        `The Directorate of Technical Education announced on {weekday} that the rank list for engineering admissions would be released next week, followed by online counselling in three rounds. About {applicants} lakh students have applied for {seats} seats.`,
        `Counselling for special reservation categories, including government school students under the 7.5% quota, sports persons and children of ex-servicemen, will be held first.`,
      ],
    },
    ta: {
      title: `பொறியியல் கலந்தாய்வு அட்டவணை வெளியீடு; {seats} இடங்களுக்கு {applicants} லட்சம் விண்ணப்பங்கள்`,
      summary: `இணைய வழிப் பொறியியல் கலந்தாய்வுக்கான அட்டவணையைத் தொழில்நுட்பக் கல்வி இயக்ககம் {weekday} அறிவித்தது; மொத்தம் {seats} இடங்கள் உள்ளன.`,
      meta: `தமிழகப் பொறியியல் கலந்தாய்வு: {seats} இடங்களுக்கு {applicants} லட்சம் விண்ணப்பங்கள்; தரவரிசைப் பட்டியல் தேதி, சுற்றுகள், சிறப்பு இட ஒதுக்கீட்டுப் பிரிவுகள்.`,
      body: [
        `பொறியியல் சேர்க்கைக்கான தரவரிசைப் பட்டியல் அடுத்த வாரம் வெளியிடப்படும் என்றும், அதைத் தொடர்ந்து மூன்று சுற்றுகளாக இணைய வழிக் கலந்தாய்வு நடைபெறும் என்றும் தொழில்நுட்பக் கல்வி இயக்ககம் {weekday} அறிவித்தது. {seats} இடங்களுக்குச் சுமார் {applicants} லட்சம் மாணவர்கள் விண்ணப்பித்துள்ளனர்.`,
        `7.5% ஒதுக்கீட்டின் கீழ் வரும் அரசுப் பள்ளி மாணவர்கள், விளையாட்டு வீரர்கள், முன்னாள் படைவீரர்களின் பிள்ளைகள் உள்ளிட்ட சிறப்பு இட ஒதுக்கீட்டுப் பிரிவினருக்கான கலந்தாய்வு முதலில் நடைபெறும்.`,
      ],
    },
  },
  {
    key: "short-environment-sapling-drive",
    category: "environment",
    scopes: ["city"],
    tags: ["climate-change", "schools"],
    nums: { number: [500, 8000], count: [10, 60] },
    en: {
      title: `{number} saplings planted in a day in {city}`,
      summary: `Students and volunteers from {count} schools and colleges planted {number} native saplings across {city} on {weekday}.`,
      meta: `{city} tree-planting drive: {number} native saplings planted by students from {count} institutions; each sapling adopted for care.`,
      body: [
        `Students and volunteers from {count} schools and colleges planted {number} saplings of native species such as neem, portia and naaval along roads, lake bunds and school campuses in {city} on {weekday}.`,
        `Each sapling has been adopted by a student or a resident, who will water it and report its growth. {official} said the drive would be repeated before the monsoon.`,
      ],
    },
    ta: {
      title: `{cityIn} ஒரே நாளில் {number} மரக்கன்றுகள் நடவு`,
      summary: `{count} பள்ளி, கல்லூரிகளைச் சேர்ந்த மாணவர்களும் தன்னார்வலர்களும் {cityIn} {weekday} {number} நாட்டு மரக்கன்றுகளை நட்டனர்.`,
      meta: `{city} மரம் நடும் இயக்கம்: {count} கல்வி நிறுவனங்களின் மாணவர்கள் {number} நாட்டு மரக்கன்றுகளை நட்டனர்; ஒவ்வொரு கன்றும் தத்தெடுப்பு.`,
      body: [
        `{cityIn} {weekday} {count} பள்ளி, கல்லூரிகளைச் சேர்ந்த மாணவர்களும் தன்னார்வலர்களும் சாலையோரங்கள், ஏரிக்கரைகள், பள்ளி வளாகங்களில் வேம்பு, பூவரசு, நாவல் போன்ற {number} நாட்டு மரக்கன்றுகளை நட்டனர்.`,
        `ஒவ்வொரு கன்றையும் ஒரு மாணவரோ குடியிருப்பாளரோ தத்தெடுத்து, தண்ணீர் ஊற்றிப் பராமரித்து அதன் வளர்ச்சியைத் தெரிவிப்பார். பருவமழைக்கு முன் இந்த இயக்கம் மீண்டும் நடத்தப்படும் என {official} தெரிவித்தார்.`,
      ],
    },
  },
  {
    key: "short-environment-turtle-nesting",
    category: "environment",
    scopes: ["state"],
    tags: ["wildlife", "fishermen"],
    nums: { number: [20000, 90000], count: [30, 80] },
    en: {
      title: `Olive ridley nesting season: {number} turtle eggs collected along Tamil Nadu coast`,
      summary: `Forest Department staff have collected {number} olive ridley turtle eggs from beaches along the Tamil Nadu coast this season and moved them to {count} hatcheries.`,
      meta: `Olive ridley turtles: {number} eggs collected and moved to {count} hatcheries along the Tamil Nadu coast; hatchlings released into the sea.`,
      body: [
        `The Forest Department said on {weekday} that {number} eggs of olive ridley sea turtles had been collected from nests along the coast this season and shifted to {count} protected hatcheries.`,
        `Hatchlings are released into the sea at night after about 45 days. Fishermen have been asked to avoid trawling close to the shore and to release turtles caught in nets.`,
      ],
    },
    ta: {
      title: `ஆலிவ் ரிட்லி ஆமைகளின் முட்டையிடும் பருவம்: தமிழகக் கடற்கரையில் {number} முட்டைகள் சேகரிப்பு`,
      summary: `இந்தப் பருவத்தில் தமிழகக் கடற்கரைகளில் இருந்து {number} ஆலிவ் ரிட்லி ஆமை முட்டைகளைச் சேகரித்த வனத் துறையினர், அவற்றை {count} பொரிப்பகங்களுக்கு மாற்றியுள்ளனர்.`,
      meta: `ஆலிவ் ரிட்லி ஆமைகள்: தமிழகக் கடற்கரையில் {number} முட்டைகள் சேகரிப்பு, {count} பொரிப்பகங்களுக்கு மாற்றம்; குஞ்சுகள் கடலில் விடுவிப்பு.`,
      body: [
        `இந்தப் பருவத்தில் கடற்கரையோரக் கூடுகளிலிருந்து ஆலிவ் ரிட்லி கடல் ஆமைகளின் {number} முட்டைகள் சேகரிக்கப்பட்டு, {count} பாதுகாக்கப்பட்ட பொரிப்பகங்களுக்கு மாற்றப்பட்டுள்ளதாக வனத் துறை {weekday} தெரிவித்தது.`,
        `சுமார் 45 நாட்களில் பொரிக்கும் ஆமைக் குஞ்சுகள் இரவில் கடலில் விடப்படுகின்றன. கரைக்கு அருகே இழுவை வலை மீன்பிடிப்பைத் தவிர்க்குமாறும், வலையில் சிக்கும் ஆமைகளை விடுவிக்குமாறும் மீனவர்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
      ],
    },
  },
  {
    key: "short-science-sky-watch",
    category: "science",
    scopes: ["city"],
    tags: ["space", "schools"],
    nums: { number: [200, 1500], count: [4, 12] },
    picks: { venue: SPORTS_VENUES },
    en: {
      title: `{number} gather for sky-watching event in {city}; Saturn's rings on view`,
      summary: `A public sky-watching session organised by a science forum in {city} on {weekday} let {number} people view the Moon, Jupiter and Saturn through {count} telescopes.`,
      meta: `{city} sky-watching: {number} people view the Moon, Jupiter and Saturn through {count} telescopes; the next session and how to join.`,
      body: [
        `About {number} people, many of them schoolchildren with their parents, viewed the craters of the Moon, the moons of Jupiter and the rings of Saturn through {count} telescopes set up {venueAt} in {city} on {weekday} evening.`,
        `Volunteers of the science forum explained how to identify constellations with the naked eye. Organisers said similar sessions would be held every month, free of charge.`,
      ],
    },
    ta: {
      title: `{cityIn} வான் நோக்கும் நிகழ்ச்சி: சனிக் கோளின் வளையங்களைக் கண்டு ரசித்த {number} பேர்`,
      summary: `{cityIn} {weekday} அறிவியல் இயக்கம் ஏற்பாடு செய்த வான் நோக்கும் நிகழ்ச்சியில் {count} தொலைநோக்கிகள் மூலம் நிலா, வியாழன், சனிக் கோள்களை {number} பேர் பார்வையிட்டனர்.`,
      meta: `{city} வான் நோக்கும் நிகழ்ச்சி: {count} தொலைநோக்கிகள் மூலம் நிலா, வியாழன், சனியைக் கண்ட {number} பேர்; அடுத்த நிகழ்ச்சி விவரம்.`,
      body: [
        `{city} {venueAt} {weekday} மாலை அமைக்கப்பட்ட {count} தொலைநோக்கிகள் மூலம், பெற்றோருடன் வந்த பள்ளிக் குழந்தைகள் உள்பட சுமார் {number} பேர் நிலவின் பள்ளங்கள், வியாழனின் நிலவுகள், சனிக் கோளின் வளையங்களைக் கண்டு ரசித்தனர்.`,
        `வெறும் கண்ணால் விண்மீன் கூட்டங்களை அடையாளம் காண்பது எப்படி என்பதை அறிவியல் இயக்கத் தன்னார்வலர்கள் விளக்கினர். இதுபோன்ற நிகழ்ச்சிகள் மாதந்தோறும் இலவசமாக நடத்தப்படும் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-science-engine-test",
    category: "science",
    scopes: ["national"],
    tags: ["isro", "space"],
    nums: { seconds: [240, 720] },
    en: {
      title: `ISRO completes {seconds}-second engine test at Mahendragiri for human spaceflight mission`,
      summary: `ISRO successfully hot-tested a rocket engine for its human spaceflight programme for {seconds} seconds at its propulsion complex in Mahendragiri on {weekday}.`,
      meta: `ISRO engine test at Mahendragiri, Tirunelveli district: {seconds}-second firing for the human spaceflight programme; what comes next.`,
      body: [
        `The Indian Space Research Organisation said on {weekday} that it had successfully fired a human-rated rocket engine for {seconds} seconds at the ISRO Propulsion Complex in Mahendragiri, Tirunelveli district.`,
        `All parameters were normal during the test, ISRO said, adding that the results would be used to qualify the engine for crewed missions.`,
      ],
    },
    ta: {
      title: `மனித விண்வெளிப் பயணத் திட்டம்: மகேந்திரகிரியில் {seconds} வினாடி என்ஜின் சோதனை வெற்றி`,
      summary: `மனித விண்வெளிப் பயணத் திட்டத்துக்கான ராக்கெட் என்ஜினை மகேந்திரகிரி உந்துவிசை வளாகத்தில் {weekday} {seconds} வினாடிகள் இயக்கி இஸ்ரோ வெற்றிகரமாகச் சோதித்தது.`,
      meta: `திருநெல்வேலி மாவட்டம் மகேந்திரகிரியில் இஸ்ரோ என்ஜின் சோதனை: மனித விண்வெளிப் பயணத்துக்காக {seconds} வினாடி இயக்கம்; அடுத்த கட்டம் என்ன?`,
      body: [
        `மனிதர்களை ஏற்றிச் செல்லும் தகுதியுள்ள ராக்கெட் என்ஜினைத் திருநெல்வேலி மாவட்டம் மகேந்திரகிரியில் உள்ள இஸ்ரோ உந்துவிசை வளாகத்தில் {seconds} வினாடிகள் இயக்கி வெற்றிகரமாகச் சோதித்ததாக இந்திய விண்வெளி ஆராய்ச்சி நிறுவனம் {weekday} தெரிவித்தது.`,
        `சோதனையின்போது அனைத்து அளவீடுகளும் இயல்பாக இருந்ததாகவும், மனிதர்கள் பயணிக்கும் திட்டங்களுக்கு என்ஜினைத் தகுதிப்படுத்த இந்த முடிவுகள் பயன்படுத்தப்படும் என்றும் இஸ்ரோ தெரிவித்தது.`,
      ],
    },
  },
  {
    key: "short-economics-jasmine-price",
    category: "economics",
    scopes: ["city"],
    tags: ["farmers", "festivals"],
    nums: { price: [600, 2400], old: [250, 500] },
    en: {
      title: `Jasmine sells at Rs {price} a kg at {city} flower market`,
      summary: `The price of jasmine at the {city} flower market rose to Rs {price} a kg on {weekday}, up from Rs {old} last week, as arrivals dipped ahead of the wedding season.`,
      meta: `{city} flower market: jasmine at Rs {price} a kg, up from Rs {old}; low arrivals and wedding demand push up prices.`,
      body: [
        `Jasmine was sold at Rs {price} a kg at the {city} flower market on {weekday}, compared with about Rs {old} a kg last week. Traders said arrivals had fallen because of the cold weather, while demand from weddings and temple festivals remained high.`,
        `Prices of other flowers such as chrysanthemum, rose and crossandra also rose. Traders expect prices to ease once arrivals improve.`,
      ],
    },
    ta: {
      title: `{city} மலர்ச் சந்தையில் மல்லிகை கிலோ ரூ.{price}-க்கு விற்பனை`,
      summary: `முகூர்த்த நாட்களை முன்னிட்டு வரத்து குறைந்ததால், {city} மலர்ச் சந்தையில் கடந்த வாரம் கிலோ ரூ.{old}-க்கு விற்ற மல்லிகை {weekday} ரூ.{price}-க்கு விற்பனையானது.`,
      meta: `{city} மலர்ச் சந்தை: மல்லிகை கிலோ ரூ.{old}-லிருந்து ரூ.{price}-ஆக உயர்வு; வரத்துக் குறைவு, முகூர்த்தத் தேவை காரணம்.`,
      body: [
        `{city} மலர்ச் சந்தையில் {weekday} மல்லிகை கிலோ ரூ.{price}-க்கு விற்பனையானது. கடந்த வாரம் இது கிலோ சுமார் ரூ.{old}-ஆக இருந்தது. பனிப்பொழிவு காரணமாக வரத்து குறைந்துள்ள நிலையில், திருமணங்கள், கோயில் திருவிழாக்களுக்கான தேவை அதிகமாக உள்ளதாக வியாபாரிகள் தெரிவித்தனர்.`,
        `சாமந்தி, ரோஜா, கனகாம்பரம் உள்ளிட்ட பிற பூக்களின் விலையும் உயர்ந்துள்ளது. வரத்து அதிகரித்ததும் விலை குறையும் என வியாபாரிகள் எதிர்பார்க்கின்றனர்.`,
      ],
    },
  },
  {
    key: "short-economics-rupee-close",
    category: "economics",
    scopes: ["national"],
    tags: ["stock-market"],
    nums: { rupee: [83, 88], paise: [10, 95], change: [3, 28] },
    en: {
      title: `Rupee closes at {rupee}.{paise} against the dollar, down {change} paise`,
      summary: `The rupee weakened by {change} paise to close at {rupee}.{paise} against the US dollar on {weekday}, weighed down by foreign fund outflows.`,
      meta: `Rupee vs dollar: closes at {rupee}.{paise}, down {change} paise, on foreign fund outflows and crude prices.`,
      body: [
        `The rupee fell {change} paise to close at {rupee}.{paise} against the US dollar on {weekday}, as foreign investors sold Indian equities and crude oil prices firmed up.`,
        `Currency dealers said the Reserve Bank of India was likely to have intervened to limit volatility. Importers, including electronics and fuel companies, stepped up dollar purchases.`,
      ],
    },
    ta: {
      title: `டாலருக்கு நிகரான ரூபாய் மதிப்பு {change} பைசா சரிந்து {rupee}.{paise}-இல் நிறைவு`,
      summary: `அந்நிய முதலீடுகள் வெளியேறியதால், அமெரிக்க டாலருக்கு நிகரான இந்திய ரூபாயின் மதிப்பு {weekday} {change} பைசா சரிந்து {rupee}.{paise}-இல் நிறைவடைந்தது.`,
      meta: `ரூபாய் - டாலர்: அந்நிய முதலீடு வெளியேற்றம், கச்சா எண்ணெய் விலையால் {change} பைசா சரிந்து {rupee}.{paise}-இல் நிறைவு.`,
      body: [
        `அந்நிய முதலீட்டாளர்கள் இந்தியப் பங்குகளை விற்றதாலும், கச்சா எண்ணெய் விலை உயர்ந்ததாலும், அமெரிக்க டாலருக்கு நிகரான ரூபாயின் மதிப்பு {weekday} {change} பைசா சரிந்து {rupee}.{paise}-இல் நிறைவடைந்தது.`,
        `ஏற்ற இறக்கத்தைக் கட்டுப்படுத்த ரிசர்வ் வங்கி தலையிட்டிருக்கலாம் எனச் செலாவணி வர்த்தகர்கள் தெரிவித்தனர். மின்னணு, எரிபொருள் நிறுவனங்கள் உள்ளிட்ட இறக்குமதியாளர்கள் டாலர் கொள்முதலை அதிகரித்தனர்.`,
      ],
    },
  },
  {
    key: "short-lifestyle-yoga-camp",
    category: "lifestyle",
    scopes: ["city"],
    tags: ["fitness", "health"],
    nums: { days: [10, 30], number: [80, 400] },
    picks: { venue: SPORTS_VENUES },
    en: {
      title: `Free {days}-day yoga camp in {city}; {number} register on the first day`,
      summary: `A free yoga camp for all age groups began {venueAt} in {city} on {weekday}, with {number} people registering on the first day.`,
      meta: `Free yoga camp in {city}: {days} days, morning sessions from 6 am, breathing exercises for beginners and senior citizens.`,
      body: [
        `A free {days}-day yoga camp began {venueAt} in {city} on {weekday}, with {number} people signing up on the first day. Sessions are held from 6 am to 7 am.`,
        `Instructors said the camp focuses on simple asanas and breathing exercises suitable for beginners, people with diabetes and senior citizens. Participants have been asked to bring their own mats.`,
      ],
    },
    ta: {
      title: `{cityIn} {days} நாள் இலவச யோகா முகாம்; முதல் நாளே {number} பேர் பதிவு`,
      summary: `அனைத்து வயதினருக்குமான இலவச யோகா முகாம் {city} {venueAt} {weekday} தொடங்கியது; முதல் நாளிலேயே {number} பேர் பதிவு செய்தனர்.`,
      meta: `{cityIn} இலவச யோகா முகாம்: {days} நாட்கள், காலை 6 மணி முதல் பயிற்சி; தொடக்கநிலையினர், முதியோருக்கான மூச்சுப் பயிற்சிகள்.`,
      body: [
        `{city} {venueAt} {days} நாள் இலவச யோகா முகாம் {weekday} தொடங்கியது; முதல் நாளிலேயே {number} பேர் பதிவு செய்தனர். காலை 6 மணி முதல் 7 மணி வரை பயிற்சி நடைபெறுகிறது.`,
        `தொடக்கநிலையினர், நீரிழிவு நோயாளிகள், முதியோருக்கு ஏற்ற எளிய ஆசனங்கள், மூச்சுப் பயிற்சிகளுக்கு முகாமில் முக்கியத்துவம் அளிக்கப்படுவதாகப் பயிற்றுநர்கள் தெரிவித்தனர். பங்கேற்பாளர்கள் தங்கள் யோகா விரிப்புகளைக் கொண்டுவர வேண்டும்.`,
      ],
    },
  },
  {
    key: "short-lifestyle-tamil-food-week",
    category: "lifestyle",
    scopes: ["international"],
    tags: ["food", "tamil-diaspora"],
    nums: { count: [12, 40] },
    en: {
      title: `Tamil food week in {place}: {count} restaurants serve Chettinad and Kongu dishes`,
      summary: `{count} restaurants in {place} are taking part in a Tamil food week, serving dishes from Chettinad, Kongu and delta kitchens.`,
      meta: `Tamil food week in {place}: {count} restaurants, Chettinad and Kongu menus, and cooking demonstrations by chefs from Tamil Nadu.`,
      body: [
        `A week-long Tamil food festival began in {place} on {weekday}, with {count} restaurants offering special menus featuring Chettinad chicken, Kongu-style mutton, delta seafood and vegetarian meals served on banana leaves.`,
        `Chefs from Tamil Nadu are holding cooking demonstrations, and organisers said tables had been booked out for the weekend.`,
      ],
    },
    ta: {
      title: `{placeIn} தமிழ் உணவு வாரம்: செட்டிநாடு, கொங்கு உணவுகளைப் பரிமாறும் {count} உணவகங்கள்`,
      summary: `{placeIn} நடைபெறும் தமிழ் உணவு வாரத்தில் {count} உணவகங்கள் செட்டிநாடு, கொங்கு, டெல்டா சமையல் பாணி உணவுகளைப் பரிமாறுகின்றன.`,
      meta: `{placeIn} தமிழ் உணவு வாரம்: {count} உணவகங்கள், செட்டிநாடு, கொங்கு உணவுப் பட்டியல்கள், தமிழகச் சமையல் கலைஞர்களின் செயல்விளக்கம்.`,
      body: [
        `{placeIn} {weekday} தொடங்கிய ஒரு வார தமிழ் உணவுத் திருவிழாவில் {count} உணவகங்கள் செட்டிநாடு கோழிக் குழம்பு, கொங்கு பாணி ஆட்டிறைச்சி, டெல்டா கடல் உணவுகள், வாழை இலையில் பரிமாறப்படும் சைவச் சாப்பாடு எனச் சிறப்பு உணவுப் பட்டியல்களை வழங்குகின்றன.`,
        `தமிழகத்திலிருந்து வந்துள்ள சமையல் கலைஞர்கள் செயல்விளக்கம் அளிக்கின்றனர்; வார இறுதிக்கான இருக்கைகள் அனைத்தும் முன்பதிவாகிவிட்டதாக ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-entertainment-drama-festival",
    category: "entertainment",
    scopes: ["city"],
    tags: ["festivals", "heritage"],
    nums: { count: [4, 10] },
    picks: { venue: HALL_VENUES },
    en: {
      title: `Three-day drama festival in {city} to stage {count} Tamil plays`,
      summary: `A drama festival featuring {count} Tamil plays by amateur and professional troupes will be held {venueAt} in {city} from {weekday}.`,
      meta: `{city} Tamil drama festival: {count} plays over three days, social satire to mythology; free entry for students.`,
      body: [
        `A three-day drama festival beginning on {weekday} {venueAt} in {city} will feature {count} Tamil plays, ranging from social satire and family dramas to mythological stories.`,
        `Entry is free for students, and organisers said the festival aims to bring young audiences back to live theatre.`,
      ],
    },
    ta: {
      title: `{cityIn} மூன்று நாள் நாடக விழா: {count} தமிழ் நாடகங்கள் அரங்கேற்றம்`,
      summary: `அமெச்சூர் மற்றும் தொழில்முறை நாடகக் குழுக்களின் {count} தமிழ் நாடகங்கள் இடம்பெறும் நாடக விழா {city} {venueAt} {weekday} தொடங்குகிறது.`,
      meta: `{city} தமிழ் நாடக விழா: மூன்று நாட்களில் {count} நாடகங்கள், சமூக நையாண்டி முதல் புராணக் கதைகள் வரை; மாணவர்களுக்கு அனுமதி இலவசம்.`,
      body: [
        `{city} {venueAt} {weekday} தொடங்கும் மூன்று நாள் நாடக விழாவில் சமூக நையாண்டி, குடும்ப நாடகங்கள், புராணக் கதைகள் என {count} தமிழ் நாடகங்கள் அரங்கேற்றப்படுகின்றன.`,
        `மாணவர்களுக்கு அனுமதி இலவசம். இளம் பார்வையாளர்களை மீண்டும் மேடை நாடகங்களை நோக்கி ஈர்ப்பதே இவ்விழாவின் நோக்கம் என ஏற்பாட்டாளர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-entertainment-music-season",
    category: "entertainment",
    scopes: ["state"],
    tags: ["music", "festivals"],
    nums: { count: [1500, 3200], number: [40, 90] },
    en: {
      title: `Margazhi music season: {count} concerts across {number} sabhas in Chennai`,
      summary: `Chennai's December music season will feature about {count} Carnatic music and dance performances in {number} sabhas, organisers said on {weekday}.`,
      meta: `Chennai Margazhi music season: {count} concerts in {number} sabhas; free morning concerts, canteens and ticket booking.`,
      body: [
        `About {count} Carnatic music and dance performances will be staged in {number} sabhas across Chennai during the Margazhi season, the federation of city sabhas said on {weekday}.`,
        `Many morning and afternoon concerts by young artistes are free, and sabha canteens are expected to draw crowds as usual. Tickets for evening concerts can be booked online.`,
      ],
    },
    ta: {
      title: `மார்கழி இசை விழா: சென்னையில் {number} சபாக்களில் {count} கச்சேரிகள்`,
      summary: `சென்னையில் மார்கழி இசைப் பருவத்தில் {number} சபாக்களில் சுமார் {count} கர்நாடக இசை, நடன நிகழ்ச்சிகள் நடைபெறும் என ஏற்பாட்டாளர்கள் {weekday} தெரிவித்தனர்.`,
      meta: `சென்னை மார்கழி இசை விழா: {number} சபாக்களில் {count} கச்சேரிகள்; இலவசக் காலைக் கச்சேரிகள், சபா உணவகங்கள், டிக்கெட் முன்பதிவு.`,
      body: [
        `மார்கழி இசைப் பருவத்தில் சென்னை முழுவதும் உள்ள {number} சபாக்களில் சுமார் {count} கர்நாடக இசை, நடன நிகழ்ச்சிகள் நடைபெறும் எனச் சென்னை சபாக்களின் கூட்டமைப்பு {weekday} தெரிவித்தது.`,
        `இளம் கலைஞர்களின் காலை, பிற்பகல் கச்சேரிகள் பலவற்றுக்கு அனுமதி இலவசம்; வழக்கம்போல சபா உணவகங்களிலும் கூட்டம் அலைமோதும் என எதிர்பார்க்கப்படுகிறது. மாலைக் கச்சேரிகளுக்கு இணையத்தில் டிக்கெட் முன்பதிவு செய்யலாம்.`,
      ],
    },
  },
  {
    key: "short-business-job-fair",
    category: "business",
    scopes: ["city"],
    tags: ["employment", "it-jobs"],
    nums: { count: [40, 180], number: [1500, 9000] },
    en: {
      title: `Private job fair in {city}: {count} companies, {number} vacancies`,
      summary: `A private sector job fair will be held {venueAt} in {city} on {weekday}, with {count} companies offering {number} jobs.`,
      meta: `{city} job fair: {count} companies, {number} vacancies for Class 10 to postgraduate candidates; documents to bring.`,
      body: [
        `The District Employment Office will conduct a private sector job fair {venueAt} in {city} on {weekday}. {count} companies in manufacturing, IT services, retail, healthcare and banking will recruit for {number} vacancies.`,
        `Candidates with qualifications from Class 10 to postgraduate degrees, as well as ITI and diploma holders, can attend with copies of their certificates and resumes. Participation is free.`,
      ],
    },
    ta: {
      title: `{cityIn} தனியார் வேலைவாய்ப்பு முகாம்: {count} நிறுவனங்கள், {number} காலியிடங்கள்`,
      summary: `{city} {venueAt} {weekday} நடைபெறும் தனியார் துறை வேலைவாய்ப்பு முகாமில் {count} நிறுவனங்கள் {number} பணியிடங்களை நிரப்புகின்றன.`,
      meta: `{city} வேலைவாய்ப்பு முகாம்: {count} நிறுவனங்கள், 10-ஆம் வகுப்பு முதல் முதுநிலைப் பட்டதாரிகள் வரை {number} காலியிடங்கள்; கொண்டுவர வேண்டிய ஆவணங்கள்.`,
      body: [
        `மாவட்ட வேலைவாய்ப்பு அலுவலகம் சார்பில் {city} {venueAt} {weekday} தனியார் துறை வேலைவாய்ப்பு முகாம் நடைபெறுகிறது. உற்பத்தி, ஐ.டி. சேவைகள், சில்லறை வணிகம், சுகாதாரம், வங்கித் துறைகளைச் சேர்ந்த {count} நிறுவனங்கள் {number} காலியிடங்களுக்கு ஆள் தேர்வு செய்கின்றன.`,
        `10-ஆம் வகுப்பு முதல் முதுநிலைப் பட்டம் வரை படித்தவர்கள், ஐ.டி.ஐ., டிப்ளமோ முடித்தவர்கள் சான்றிதழ் நகல்கள், சுயவிவரக் குறிப்புடன் கலந்துகொள்ளலாம். அனுமதி இலவசம்.`,
      ],
    },
  },
  {
    key: "short-business-aavin-procurement",
    category: "business",
    scopes: ["state"],
    tags: ["farmers", "agriculture"],
    nums: { number: [32, 42], percent: [4, 15] },
    en: {
      title: `Aavin milk procurement rises to {number} lakh litres a day`,
      summary: `Aavin's daily milk procurement from dairy farmers has risen to about {number} lakh litres, {percent}% higher than last year, officials said on {weekday}.`,
      meta: `Aavin procurement at {number} lakh litres a day, up {percent}%; payments to farmers, new chilling centres and product sales.`,
      body: [
        `The Tamil Nadu Co-operative Milk Producers' Federation (Aavin) is now procuring about {number} lakh litres of milk a day from farmers, up {percent}% from a year ago, officials said on {weekday}.`,
        `Payments to dairy farmers are being made every ten days directly into bank accounts. New bulk milk chilling centres have been set up in several districts to reduce spoilage.`,
      ],
    },
    ta: {
      title: `ஆவின் பால் கொள்முதல் நாளொன்றுக்கு {number} லட்சம் லிட்டராக உயர்வு`,
      summary: `பால் உற்பத்தியாளர்களிடமிருந்து ஆவின் நிறுவனத்தின் தினசரி பால் கொள்முதல் சுமார் {number} லட்சம் லிட்டராக உயர்ந்துள்ளது; இது கடந்த ஆண்டைவிட {percent}% அதிகம் என அதிகாரிகள் {weekday} தெரிவித்தனர்.`,
      meta: `ஆவின் கொள்முதல் நாளொன்றுக்கு {number} லட்சம் லிட்டர், {percent}% உயர்வு; விவசாயிகளுக்குப் பணப் பட்டுவாடா, புதிய குளிரூட்டும் நிலையங்கள்.`,
      body: [
        `தமிழ்நாடு கூட்டுறவுப் பால் உற்பத்தியாளர்கள் இணையம் (ஆவின்) தற்போது விவசாயிகளிடமிருந்து நாளொன்றுக்குச் சுமார் {number} லட்சம் லிட்டர் பால் கொள்முதல் செய்து வருவதாகவும், இது ஓராண்டுக்கு முன்பைவிட {percent}% அதிகம் என்றும் அதிகாரிகள் {weekday} தெரிவித்தனர்.`,
        `பால் உற்பத்தியாளர்களுக்குப் பத்து நாட்களுக்கு ஒருமுறை வங்கிக் கணக்கில் நேரடியாகப் பணம் செலுத்தப்படுகிறது. பால் கெட்டுப்போவதைக் குறைக்கப் பல மாவட்டங்களில் புதிய மொத்தப் பால் குளிரூட்டும் நிலையங்கள் அமைக்கப்பட்டுள்ளன.`,
      ],
    },
  },
  {
    key: "short-travel-train-changes",
    category: "travel",
    scopes: ["city"],
    tags: ["railways"],
    nums: { count: [3, 12], days: [3, 10] },
    en: {
      title: `Track work: {count} trains via {city} partially cancelled for {days} days`,
      summary: `Southern Railway has partially cancelled or rescheduled {count} trains passing through {city} for {days} days from {weekday} because of track maintenance.`,
      meta: `Train changes at {city}: {count} trains partially cancelled or rescheduled for {days} days due to track work; check before you travel.`,
      body: [
        `Southern Railway said {count} trains passing through {city} would be partially cancelled, diverted or rescheduled for {days} days from {weekday} to allow track renewal and bridge maintenance work.`,
        `Passengers have been advised to check the revised timings on the NTES app or at the station enquiry counter before starting their journey.`,
      ],
    },
    ta: {
      title: `தண்டவாளப் பராமரிப்பு: {city} வழியாகச் செல்லும் {count} ரயில்கள் {days} நாட்களுக்குப் பகுதியளவு ரத்து`,
      summary: `தண்டவாளப் பராமரிப்புப் பணிகள் காரணமாக {city} வழியாகச் செல்லும் {count} ரயில்கள் {weekday} முதல் {days} நாட்களுக்குப் பகுதியளவு ரத்து அல்லது நேர மாற்றம் செய்யப்படுவதாகத் தெற்கு ரயில்வே அறிவித்துள்ளது.`,
      meta: `{city} ரயில் சேவை மாற்றம்: தண்டவாளப் பணியால் {count} ரயில்கள் {days} நாட்களுக்குப் பகுதியளவு ரத்து அல்லது நேர மாற்றம்; பயணத்துக்கு முன் சரிபாருங்கள்.`,
      body: [
        `தண்டவாளப் புதுப்பிப்பு, பாலப் பராமரிப்புப் பணிகளுக்காக {city} வழியாகச் செல்லும் {count} ரயில்கள் {weekday} முதல் {days} நாட்களுக்குப் பகுதியளவு ரத்து, மாற்றுப் பாதை அல்லது நேர மாற்றம் செய்யப்படும் எனத் தெற்கு ரயில்வே தெரிவித்துள்ளது.`,
        `பயணத்தைத் தொடங்கும் முன் என்.டி.இ.எஸ். செயலியிலோ ரயில் நிலைய விசாரணை மையத்திலோ மாற்றப்பட்ட நேரங்களைச் சரிபார்த்துக்கொள்ளுமாறு பயணிகள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.`,
      ],
    },
  },
  {
    key: "short-travel-new-flight",
    category: "travel",
    scopes: ["international"],
    tags: ["airport", "tourism"],
    nums: { count: [3, 7] },
    en: {
      title: `New direct flight from Chennai to {place}, {count} days a week`,
      summary: `A new direct flight between Chennai and {place} will operate {count} days a week, the airline announced on {weekday}.`,
      meta: `Chennai to {place} direct flight: {count} services a week, timings and introductory fares; a boost for students, workers and tourists.`,
      body: [
        `An airline announced on {weekday} that it would launch direct flights between Chennai and {place}, operating {count} days a week. Introductory fares are being offered for bookings made this month.`,
        `Travel agents said the route would help students, workers and families from Tamil Nadu who currently have to change flights at other hubs.`,
      ],
    },
    ta: {
      title: `சென்னையிலிருந்து {placeTo} நேரடி விமான சேவை: வாரத்தில் {count} நாட்கள்`,
      summary: `சென்னைக்கும் {placeTo}ம் இடையே வாரத்தில் {count} நாட்கள் நேரடி விமான சேவை இயக்கப்படும் என விமான நிறுவனம் ஒன்று {weekday} அறிவித்தது.`,
      meta: `சென்னை - {place} நேரடி விமானம்: வாரத்தில் {count} சேவைகள், நேரம், அறிமுகக் கட்டணம்; மாணவர்கள், தொழிலாளர்கள், சுற்றுலாப் பயணிகளுக்குப் பயன்.`,
      body: [
        `சென்னைக்கும் {placeTo}ம் இடையே வாரத்தில் {count} நாட்கள் நேரடி விமான சேவையைத் தொடங்கவுள்ளதாக விமான நிறுவனம் ஒன்று {weekday} அறிவித்தது. இந்த மாதம் முன்பதிவு செய்வோருக்கு அறிமுகக் கட்டணச் சலுகை வழங்கப்படுகிறது.`,
        `தற்போது பிற விமான நிலையங்களில் மாறிச் செல்ல வேண்டிய தமிழக மாணவர்கள், தொழிலாளர்கள், குடும்பங்களுக்கு இந்த வழித்தடம் உதவியாக இருக்கும் எனப் பயண முகவர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-cinema-trailer-views",
    category: "cinema",
    scopes: ["state"],
    tags: ["kollywood"],
    nums: { number: [40, 260] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `'{film}' trailer crosses {number} lakh views in 24 hours`,
      summary: `The trailer of {director}'s '{film}', released on {weekday}, has crossed {number} lakh views within a day.`,
      meta: `'{film}' trailer: {number} lakh views in 24 hours; release date, cast and music details.`,
      body: [
        `The trailer of '{film}', directed by {director}, crossed {number} lakh views on video platforms within 24 hours of its release on {weekday}, the makers said.`,
        `Fans praised the film's visuals and background score. The film is scheduled to hit theatres next month.`,
      ],
    },
    ta: {
      title: `‘{film}’ டிரெய்லர் 24 மணி நேரத்தில் {number} லட்சம் பார்வைகள்`,
      summary: `{director} இயக்கிய ‘{film}’ திரைப்படத்தின் டிரெய்லர் {weekday} வெளியான ஒரே நாளில் {number} லட்சம் பார்வைகளைக் கடந்துள்ளது.`,
      meta: `‘{film}’ டிரெய்லர்: 24 மணி நேரத்தில் {number} லட்சம் பார்வைகள்; வெளியீட்டுத் தேதி, நடிகர்கள், இசை விவரம்.`,
      body: [
        `{director} இயக்கிய ‘{film}’ திரைப்படத்தின் டிரெய்லர் {weekday} வெளியான 24 மணி நேரத்துக்குள் வீடியோ தளங்களில் {number} லட்சம் பார்வைகளைக் கடந்துள்ளதாகப் படக்குழு தெரிவித்தது.`,
        `படத்தின் காட்சியமைப்பையும் பின்னணி இசையையும் ரசிகர்கள் பாராட்டியுள்ளனர். அடுத்த மாதம் இப்படம் திரையரங்குகளில் வெளியாகிறது.`,
      ],
    },
  },
  {
    key: "short-cinema-ott-release",
    category: "cinema",
    scopes: ["national"],
    tags: ["ott", "kollywood"],
    nums: { count: [4, 9] },
    picks: { film: FILMS, director: DIRECTORS },
    en: {
      title: `'{film}' to stream on OTT in {count} languages`,
      summary: `{director}'s '{film}' will begin streaming on a major OTT platform this week, dubbed in {count} languages, the platform announced on {weekday}.`,
      meta: `'{film}' OTT release: streaming this week in {count} languages; theatrical run and where to watch.`,
      body: [
        `The Tamil film '{film}', directed by {director}, will start streaming on a national OTT platform this week, with dubbed versions in {count} languages, the platform announced on {weekday}.`,
        `The film had a successful theatrical run in Tamil Nadu, and the makers said the streaming release would take it to audiences across India and abroad.`,
      ],
    },
    ta: {
      title: `‘{film}’ ஓடிடி-யில் {count} மொழிகளில் வெளியீடு`,
      summary: `{director} இயக்கிய ‘{film}’ திரைப்படம் இந்த வாரம் முன்னணி ஓடிடி தளத்தில் {count} மொழிகளில் வெளியாகும் என அத்தளம் {weekday} அறிவித்தது.`,
      meta: `‘{film}’ ஓடிடி வெளியீடு: இந்த வாரம் {count} மொழிகளில்; திரையரங்க ஓட்டம், எங்கு பார்க்கலாம்?`,
      body: [
        `{director} இயக்கிய ‘{film}’ தமிழ்த் திரைப்படம் இந்த வாரம் தேசிய ஓடிடி தளம் ஒன்றில் {count} மொழிகளில் மொழிமாற்றம் செய்யப்பட்டு வெளியாகும் என அத்தளம் {weekday} அறிவித்தது.`,
        `தமிழகத் திரையரங்குகளில் இப்படம் வெற்றிகரமாக ஓடியது; ஓடிடி வெளியீடு மூலம் இந்தியா முழுவதும் வெளிநாடுகளிலும் உள்ள பார்வையாளர்களைச் சென்றடையும் எனப் படக்குழு தெரிவித்தது.`,
      ],
    },
  },
  {
    key: "short-sports-school-athletics",
    category: "sports",
    scopes: ["city"],
    tags: ["athletics", "schools"],
    nums: { number: [600, 2500], count: [30, 120] },
    picks: { venue: SPORTS_VENUES },
    en: {
      title: `{number} students compete in zonal athletics meet in {city}`,
      summary: `About {number} students from {count} schools competed in the zonal athletics meet held {venueAt} in {city} on {weekday}.`,
      meta: `{city} zonal athletics meet: {number} students from {count} schools; winners advance to the district meet.`,
      body: [
        `About {number} students from {count} government and private schools took part in the zonal athletics meet held {venueAt} in {city} on {weekday}, competing in track, jump and throw events.`,
        `Winners in each age group will represent the zone at the district meet next month. Physical education teachers said several new meet records were set in the girls' sprint events.`,
      ],
    },
    ta: {
      title: `{cityIn} குறுவட்டத் தடகளப் போட்டி: {number} மாணவர்கள் பங்கேற்பு`,
      summary: `{city} {venueAt} {weekday} நடைபெற்ற குறுவட்ட அளவிலான தடகளப் போட்டியில் {count} பள்ளிகளைச் சேர்ந்த சுமார் {number} மாணவர்கள் பங்கேற்றனர்.`,
      meta: `{city} குறுவட்டத் தடகளப் போட்டி: {count} பள்ளிகளைச் சேர்ந்த {number} மாணவர்கள்; வெற்றியாளர்கள் மாவட்டப் போட்டிக்குத் தகுதி.`,
      body: [
        `{city} {venueAt} {weekday} நடைபெற்ற குறுவட்ட அளவிலான தடகளப் போட்டியில் {count} அரசு மற்றும் தனியார் பள்ளிகளைச் சேர்ந்த சுமார் {number} மாணவர்கள் ஓட்டம், தாண்டுதல், எறிதல் போட்டிகளில் பங்கேற்றனர்.`,
        `ஒவ்வொரு வயதுப் பிரிவிலும் வெற்றி பெற்றவர்கள் அடுத்த மாதம் நடைபெறும் மாவட்டப் போட்டியில் பங்கேற்பர். மாணவிகளுக்கான விரைவு ஓட்டப் போட்டிகளில் பல புதிய சாதனைகள் படைக்கப்பட்டதாக உடற்கல்வி ஆசிரியர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
  {
    key: "short-sports-athlete-gold-abroad",
    category: "sports",
    scopes: ["international"],
    tags: ["athletics", "women"],
    picks: {
      athlete: [
        { en: "R. Priyadharshini", ta: "ஆர். பிரியதர்ஷினி" },
        { en: "S. Kaviya", ta: "எஸ். காவியா" },
        { en: "M. Revathy", ta: "எம். ரேவதி" },
      ],
      event: [
        { en: "400m", ta: "400 மீட்டர்" },
        { en: "long jump", ta: "நீளம் தாண்டுதல்" },
        { en: "triple jump", ta: "மும்முறை தாண்டுதல்" },
      ],
    },
    en: {
      title: `{athlete} from {city} wins gold in {event} at Asian meet in {place}`,
      summary: `{athlete}, who hails from {city}, won the women's {event} gold at an Asian athletics meet in {place} on {weekday}.`,
      meta: `Athletics: {city}'s {athlete} wins women's {event} gold at the Asian meet in {place}; a personal best and a place in the national camp.`,
      body: [
        `{athlete} from {city} won the gold medal in the women's {event} at an Asian athletics meet in {place} on {weekday}, producing a personal best performance.`,
        `The athlete trained at the district sports hostel before moving to the national camp. Family members and coaches celebrated with sweets at home in {city}.`,
      ],
    },
    ta: {
      title: `{placeIn} ஆசியத் தடகளப் போட்டி: {event} பிரிவில் {cityNative} {athlete} தங்கம்`,
      summary: `{placeIn} {weekday} நடைபெற்ற ஆசியத் தடகளப் போட்டியில் மகளிர் {event} பிரிவில் {cityNative} {athlete} தங்கப் பதக்கம் வென்றார்.`,
      meta: `தடகளம்: {placeIn} ஆசியப் போட்டியில் மகளிர் {event} பிரிவில் {cityNative} {athlete} தங்கம்; தனிப்பட்ட சிறந்த சாதனை.`,
      body: [
        `{placeIn} {weekday} நடைபெற்ற ஆசியத் தடகளப் போட்டியில் மகளிர் {event} பிரிவில் {cityNative} {athlete} தனது தனிப்பட்ட சிறந்த சாதனையுடன் தங்கப் பதக்கம் வென்றார்.`,
        `மாவட்ட விளையாட்டு விடுதியில் பயிற்சி பெற்ற பின் தேசியப் பயிற்சி முகாமுக்குத் தேர்வானவர் இவர். {cityIn} உள்ள வீட்டில் குடும்பத்தினரும் பயிற்சியாளர்களும் இனிப்பு வழங்கிக் கொண்டாடினர்.`,
      ],
    },
  },
  {
    key: "short-politics-grievance-day",
    category: "politics",
    scopes: ["city"],
    tags: ["local-body"],
    nums: { number: [180, 650] },
    en: {
      title: `{number} petitions received at grievance day meeting in {city}`,
      summary: `{official} received {number} petitions from the public at the weekly grievance day meeting in {city} on {weekday}.`,
      meta: `{city} grievance day: {number} petitions on house site pattas, pensions, loans and water supply; officials told to act within a week.`,
      body: [
        `{official} received {number} petitions at the weekly public grievance day meeting held at the Collectorate in {city} on {weekday}. Most of the petitions sought house site pattas, old age pensions, loans and better water supply.`,
        `The petitions were forwarded to the departments concerned with instructions to act within a week. Welfare assistance was given to several differently abled persons on the spot.`,
      ],
    },
    ta: {
      title: `{cityIn} மக்கள் குறைதீர் கூட்டம்: {number} மனுக்கள் பெறப்பட்டன`,
      summary: `{cityIn} {weekday} நடைபெற்ற வாராந்திர மக்கள் குறைதீர் கூட்டத்தில் பொதுமக்களிடமிருந்து {number} மனுக்களை {official} பெற்றுக்கொண்டார்.`,
      meta: `{city} மக்கள் குறைதீர் கூட்டம்: வீட்டுமனைப் பட்டா, ஓய்வூதியம், கடனுதவி, குடிநீர் கோரி {number} மனுக்கள்; ஒரு வாரத்தில் நடவடிக்கைக்கு உத்தரவு.`,
      body: [
        `{city} ஆட்சியர் அலுவலகத்தில் {weekday} நடைபெற்ற வாராந்திர மக்கள் குறைதீர் கூட்டத்தில் {official} {number} மனுக்களைப் பெற்றுக்கொண்டார். வீட்டுமனைப் பட்டா, முதியோர் ஓய்வூதியம், கடனுதவி, குடிநீர் வசதி கோரியே பெரும்பாலான மனுக்கள் அளிக்கப்பட்டன.`,
        `ஒரு வாரத்துக்குள் நடவடிக்கை எடுக்குமாறு அறிவுறுத்தி மனுக்கள் சம்பந்தப்பட்ட துறைகளுக்கு அனுப்பப்பட்டன. பல மாற்றுத்திறனாளிகளுக்கு அங்கேயே நல உதவிகள் வழங்கப்பட்டன.`,
      ],
    },
  },
  {
    key: "short-politics-cauvery-meeting",
    category: "politics",
    scopes: ["state"],
    tags: ["farmers", "agriculture"],
    nums: { tmc: [8, 40], count: [18, 40] },
    en: {
      title: `All-party meeting urges release of {tmc} tmcft of Cauvery water for delta farmers`,
      summary: `An all-party meeting convened by the State government on {weekday} urged the Cauvery Water Management Authority to ensure the release of {tmc} tmcft of water due to Tamil Nadu.`,
      meta: `Cauvery water: all-party meeting of {count} parties seeks release of {tmc} tmcft for kuruvai and samba crops in the delta.`,
      body: [
        `An all-party meeting convened by the Tamil Nadu government on {weekday}, attended by representatives of {count} parties, adopted a resolution urging the Cauvery Water Management Authority to ensure the release of {tmc} tmcft of water due to the State.`,
        `Leaders said delta farmers needed assured water for the kuruvai and samba crops, and that the State would pursue all legal options if the release was delayed.`,
      ],
    },
    ta: {
      title: `டெல்டா விவசாயிகளுக்கு {tmc} டி.எம்.சி. காவிரி நீரை விடுவிக்க அனைத்துக் கட்சிக் கூட்டம் வலியுறுத்தல்`,
      summary: `தமிழகத்துக்கு உரிய {tmc} டி.எம்.சி. நீரை விடுவிப்பதை உறுதி செய்ய வேண்டும் எனக் காவிரி நீர் மேலாண்மை ஆணையத்தை, மாநில அரசு {weekday} கூட்டிய அனைத்துக் கட்சிக் கூட்டம் வலியுறுத்தியது.`,
      meta: `காவிரி நீர்: குறுவை, சம்பா சாகுபடிக்கு {tmc} டி.எம்.சி. நீர் கோரி {count} கட்சிகள் பங்கேற்ற அனைத்துக் கட்சிக் கூட்டத்தில் தீர்மானம்.`,
      body: [
        `தமிழக அரசு {weekday} கூட்டிய அனைத்துக் கட்சிக் கூட்டத்தில் {count} கட்சிகளின் பிரதிநிதிகள் பங்கேற்றனர். மாநிலத்துக்கு உரிய {tmc} டி.எம்.சி. நீரை விடுவிப்பதைக் காவிரி நீர் மேலாண்மை ஆணையம் உறுதி செய்ய வேண்டும் என இக்கூட்டத்தில் தீர்மானம் நிறைவேற்றப்பட்டது.`,
        `குறுவை, சம்பா சாகுபடிக்கு டெல்டா விவசாயிகளுக்கு உறுதியான நீர் தேவை என்றும், நீர் திறப்பு தாமதமானால் அனைத்துச் சட்ட வழிகளையும் மாநில அரசு நாடும் என்றும் தலைவர்கள் தெரிவித்தனர்.`,
      ],
    },
  },
];

export const STORY_TEMPLATES: StoryTemplate[] = [
  ...BREAKING,
  ...EDUCATION,
  ...ENVIRONMENT,
  ...SCIENCE,
  ...ECONOMICS,
  ...LIFESTYLE,
  ...ENTERTAINMENT,
  ...BUSINESS,
  ...TRAVEL,
  ...CINEMA,
  ...SPORTS,
  ...POLITICS,
];

export const SHORT_TEMPLATES: StoryTemplate[] = SHORT;
