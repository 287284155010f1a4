/**
 * The seed's live stories (issue 21): four stories still being covered and one whose coverage has ended, each told in
 * updates written for readers in both languages. People are fictional; places, institutions and helplines are real.
 * Bodies name no clock times, because the seed places the coverage relative to its own "now".
 */
import type { Bilingual, SeedLiveStory, SeedLiveUpdate } from "./types";

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");
const list = (...items: string[]) => `<ul>${items.map((text) => `<li>${text}</li>`).join("")}</ul>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

type Marks = { title?: Bilingual; keyEvent?: boolean; pinned?: boolean };

function update(minutesAfterStart: number, en: string, ta: string, marks: Marks = {}): SeedLiveUpdate {
  return { minutesAfterStart, body: { en, ta }, ...marks };
}

const CHENNAI_FLOODS: SeedLiveStory = {
  slug: "chennai-rain-live-adyar-cooum-rise-chembarambakkam-release",
  scope: "city",
  citySlug: "chennai",
  categorySlug: "breaking",
  authorSlug: "r-meenakshi",
  tagSlugs: ["rain", "floods", "monsoon", "power-cut", "schools"],
  startedMinutesAgo: 600,
  ended: false,
  en: {
    title: "Chennai rain live: Adyar, Cooum in spate as Chembarambakkam release rises; schools shut",
    summary:
      "A red alert for Chennai and its neighbouring districts, rising water in the Adyar and the Cooum, closed subways, relief camps and the numbers to call, as it happens.",
    metaDescription: "Chennai rain live: red alert, Chembarambakkam lake release, Adyar and Cooum in spate, subways closed, relief camps and helpline numbers.",
    bodyHtml: p(
      "Chennai is under a red alert as a deep depression over the southwest Bay of Bengal brings very heavy rain to the city and to Chengalpattu, Kancheepuram and Tiruvallur districts. The Water Resources Department has begun releasing surplus water from Chembarambakkam lake into the Adyar.",
      "This page brings together the latest on rainfall, the levels of the lakes and rivers, closed roads and subways, power supply, relief camps and school closures, as our reporters across the city file them.",
      "The helpline numbers are pinned at the top of the updates.",
    ),
  },
  ta: {
    title: "சென்னை மழை நேரலை: செம்பரம்பாக்கம் உபரிநீர் திறப்பு அதிகரிப்பு; அடையாறு, கூவத்தில் வெள்ளப்பெருக்கு",
    summary:
      "சென்னை மற்றும் அண்டை மாவட்டங்களுக்கு சிவப்பு எச்சரிக்கை, அடையாறு, கூவம் ஆறுகளில் உயரும் நீர்மட்டம், மூடப்பட்ட சுரங்கப்பாதைகள், நிவாரண முகாம்கள், அவசர உதவி எண்கள் — உடனுக்குடன்.",
    metaDescription: "சென்னை மழை நேரலை: சிவப்பு எச்சரிக்கை, செம்பரம்பாக்கம் உபரிநீர் திறப்பு, சுரங்கப்பாதைகள் மூடல், நிவாரண முகாம்கள், உதவி எண்கள்.",
    bodyHtml: p(
      "தென்மேற்கு வங்கக் கடலில் நிலைகொண்டுள்ள ஆழ்ந்த காற்றழுத்தத் தாழ்வு மண்டலம் காரணமாக சென்னை, செங்கல்பட்டு, காஞ்சிபுரம், திருவள்ளூர் மாவட்டங்களில் மிக கனமழை பெய்து வருகிறது. சென்னைக்கு சிவப்பு எச்சரிக்கை விடுக்கப்பட்டுள்ளது. செம்பரம்பாக்கம் ஏரியிலிருந்து அடையாற்றில் உபரிநீர் திறக்கப்பட்டுள்ளது.",
      "மழை அளவு, ஏரிகள் மற்றும் ஆறுகளின் நீர்மட்டம், மூடப்பட்ட சாலைகள், சுரங்கப்பாதைகள், மின் விநியோகம், நிவாரண முகாம்கள், பள்ளி விடுமுறை குறித்து நகரின் பல பகுதிகளிலிருந்தும் எங்கள் செய்தியாளர்கள் அனுப்பும் தகவல்களை இந்தப் பக்கத்தில் உடனுக்குடன் வழங்குகிறோம்.",
      "அவசர உதவி எண்கள் இந்தப் பக்கத்தின் மேலே தரப்பட்டுள்ளன.",
    ),
  },
  updates: [
    update(
      0,
      p(
        "The Regional Meteorological Centre has issued a red alert for Chennai, Chengalpattu, Kancheepuram and Tiruvallur, warning of very heavy to extremely heavy rain at isolated places through the day.",
        "In the past 24 hours Nungambakkam recorded 12 cm of rain and Meenambakkam 10 cm. Perungudi, with 17 cm, was the wettest spot in the city.",
      ),
      p(
        "சென்னை, செங்கல்பட்டு, காஞ்சிபுரம், திருவள்ளூர் மாவட்டங்களுக்கு சென்னை மண்டல வானிலை ஆய்வு மையம் சிவப்பு எச்சரிக்கை விடுத்துள்ளது. ஓரிரு இடங்களில் மிக கனமழை முதல் அதி கனமழை வரை பெய்யக்கூடும் என எச்சரிக்கப்பட்டுள்ளது.",
        "கடந்த 24 மணி நேரத்தில் நுங்கம்பாக்கத்தில் 12 செ.மீ., மீனம்பாக்கத்தில் 10 செ.மீ. மழை பதிவானது. நகரிலேயே அதிகபட்சமாக பெருங்குடியில் 17 செ.மீ. மழை பெய்தது.",
      ),
      { title: { en: "Red alert for Chennai and three districts", ta: "சென்னை உள்பட நான்கு மாவட்டங்களுக்கு சிவப்பு எச்சரிக்கை" } },
    ),
    update(
      12,
      p(
        "The District Collectors of Chennai, Chengalpattu, Kancheepuram and Tiruvallur have declared a holiday for all schools and colleges today. Anganwadi centres will also remain closed.",
      ),
      p(
        "சென்னை, செங்கல்பட்டு, காஞ்சிபுரம், திருவள்ளூர் மாவட்டங்களில் உள்ள அனைத்துப் பள்ளிகள், கல்லூரிகளுக்கு இன்று விடுமுறை அளித்து மாவட்ட ஆட்சியர்கள் உத்தரவிட்டுள்ளனர். அங்கன்வாடி மையங்களும் இன்று செயல்படாது.",
      ),
      { keyEvent: true },
    ),
    update(
      20,
      p("Save these numbers. Control rooms are staffed 24 hours a day:") +
        list(
          "Greater Chennai Corporation: <strong>1913</strong>",
          "State Emergency Operation Centre: <strong>1070</strong>",
          "District control rooms: <strong>1077</strong>",
          "Power supply complaints (Minnagam): <strong>94987 94987</strong>",
          "Police, fire and ambulance: <strong>112</strong>",
        ) +
        p("If water is entering your home, switch off the mains before you leave and move to the nearest relief camp."),
      p("இந்த எண்களைக் குறித்து வைத்துக்கொள்ளுங்கள். கட்டுப்பாட்டு அறைகள் 24 மணி நேரமும் செயல்படுகின்றன:") +
        list(
          "பெருநகர சென்னை மாநகராட்சி: <strong>1913</strong>",
          "மாநில அவசரகால செயல்பாட்டு மையம்: <strong>1070</strong>",
          "மாவட்டக் கட்டுப்பாட்டு அறைகள்: <strong>1077</strong>",
          "மின் விநியோகப் புகார்கள் (மின்னகம்): <strong>94987 94987</strong>",
          "காவல், தீயணைப்பு, ஆம்புலன்ஸ்: <strong>112</strong>",
        ) +
        p("வீட்டுக்குள் தண்ணீர் புகுந்தால், மின் இணைப்பைத் துண்டித்துவிட்டு அருகில் உள்ள நிவாரண முகாமுக்குச் செல்லுங்கள்."),
      { title: { en: "Helplines: the numbers to call", ta: "அவசர உதவி எண்கள்" }, pinned: true },
    ),
    update(
      31,
      p(
        "Traffic police have closed the Ganesapuram, Madley, Duraisamy, Rangarajapuram, Vyasarpadi and Perambur Railway Station subways after water rose above the kerb. Vehicles are being diverted over the nearest bridges.",
      ),
      p(
        "கணேசபுரம், மேட்லி, துரைசாமி, ரங்கராஜபுரம், வியாசர்பாடி, பெரம்பூர் ரயில் நிலையம் ஆகிய சுரங்கப்பாதைகளில் தண்ணீர் தேங்கியதால் அவை மூடப்பட்டன. வாகனங்கள் அருகில் உள்ள மேம்பாலங்கள் வழியாகத் திருப்பி விடப்படுகின்றன என போக்குவரத்துக் காவல்துறை தெரிவித்துள்ளது.",
      ),
    ),
    update(
      44,
      p(
        "Anna University has postponed the semester examinations scheduled for today and tomorrow. Fresh dates will be announced on its website, the Controller of Examinations said.",
      ),
      p(
        "இன்றும் நாளையும் நடைபெறவிருந்த பருவத் தேர்வுகளை அண்ணா பல்கலைக்கழகம் ஒத்திவைத்துள்ளது. புதிய தேதிகள் பல்கலைக்கழக இணையதளத்தில் அறிவிக்கப்படும் எனத் தேர்வுக் கட்டுப்பாட்டு அலுவலர் தெரிவித்தார்.",
      ),
    ),
    update(
      57,
      p(
        "The State government has advised private companies, including IT firms on the Old Mahabalipuram Road, to let employees work from home today. Several large firms on the corridor have already told staff not to travel.",
      ),
      p(
        "பழைய மகாபலிபுரம் சாலையில் உள்ள தகவல் தொழில்நுட்ப நிறுவனங்கள் உள்ளிட்ட தனியார் நிறுவனங்கள் இன்று தங்கள் ஊழியர்களை வீட்டிலிருந்தே பணியாற்ற அனுமதிக்குமாறு மாநில அரசு அறிவுறுத்தியுள்ளது. அந்தச் சாலையில் உள்ள பல பெரிய நிறுவனங்கள் ஏற்கெனவே ஊழியர்களை அலுவலகம் வர வேண்டாம் எனக் கூறிவிட்டன.",
      ),
    ),
    update(
      68,
      p(
        "Chennai Metro Rail says trains are running normally on both corridors, at a frequency of seven minutes. Suburban trains between Chennai Beach and Tambaram are running about 20 minutes late because of waterlogged tracks near Guindy.",
      ),
      p(
        "இரண்டு வழித்தடங்களிலும் மெட்ரோ ரயில்கள் வழக்கம்போல் ஏழு நிமிட இடைவெளியில் இயக்கப்படுவதாக சென்னை மெட்ரோ ரயில் நிறுவனம் தெரிவித்துள்ளது. கிண்டி அருகே தண்டவாளத்தில் தண்ணீர் தேங்கியுள்ளதால் சென்னை கடற்கரை – தாம்பரம் இடையே புறநகர் ரயில்கள் சுமார் 20 நிமிடங்கள் தாமதமாக இயக்கப்படுகின்றன.",
      ),
    ),
    update(
      81,
      p(
        "Power supply has been switched off as a precaution in parts of Velachery, Pallikaranai, Mudichur and Tambaram where water has reached the level of the distribution boxes. Supply will resume once the water recedes, the Tamil Nadu Power Distribution Corporation said.",
      ),
      p(
        "வேளச்சேரி, பள்ளிக்கரணை, முடிச்சூர், தாம்பரம் ஆகிய பகுதிகளில் மின் விநியோகப் பெட்டிகள் வரை தண்ணீர் தேங்கியதால், முன்னெச்சரிக்கையாக மின் விநியோகம் நிறுத்தப்பட்டுள்ளது. தண்ணீர் வடிந்ததும் மின் விநியோகம் மீண்டும் வழங்கப்படும் என தமிழ்நாடு மின் பகிர்மானக் கழகம் தெரிவித்துள்ளது.",
      ),
    ),
    update(
      92,
      p(
        "A familiar sight: residents of Velachery have again parked their cars in a long line on the Velachery flyover to keep them out of the water. Traffic police have allowed it on one lane and asked owners to leave a phone number on the windscreen.",
      ),
      p(
        "மீண்டும் அதே காட்சி: தங்கள் கார்களைத் தண்ணீரிலிருந்து காப்பாற்ற வேளச்சேரி மேம்பாலத்தில் வரிசையாக நிறுத்தியுள்ளனர் அப்பகுதி மக்கள். ஒரு பாதையில் மட்டும் நிறுத்த அனுமதித்துள்ள போக்குவரத்துக் காவல்துறை, உரிமையாளர்கள் தங்கள் கைப்பேசி எண்ணை முன்பக்கக் கண்ணாடியில் ஒட்டி வைக்குமாறு கேட்டுக்கொண்டுள்ளது.",
      ),
    ),
    update(
      98,
      p(
        "The Water Resources Department has raised the release from Chembarambakkam lake from 1,000 to 3,000 cusecs. The lake stands at 22.6 ft against its full level of 24 ft, with an inflow of 5,400 cusecs.",
        "Residents of Kundrathur, Sirukalathur, Thirumudivakkam and Manapakkam on the banks of the Adyar have been asked to move to safer places.",
      ),
      p(
        "செம்பரம்பாக்கம் ஏரியிலிருந்து திறக்கப்படும் உபரிநீரின் அளவு வினாடிக்கு 1,000 கனஅடியிலிருந்து 3,000 கனஅடியாக உயர்த்தப்பட்டுள்ளது என நீர்வளத் துறை தெரிவித்துள்ளது. ஏரியின் முழுக் கொள்ளளவு உயரம் 24 அடி; தற்போதைய நீர்மட்டம் 22.6 அடி. நீர்வரத்து வினாடிக்கு 5,400 கனஅடியாக உள்ளது.",
        "அடையாற்றின் கரையோரம் உள்ள குன்றத்தூர், சிறுகளத்தூர், திருமுடிவாக்கம், மணப்பாக்கம் பகுதி மக்கள் பாதுகாப்பான இடங்களுக்குச் செல்லுமாறு அறிவுறுத்தப்பட்டுள்ளனர்.",
      ),
      { title: { en: "Chembarambakkam release raised to 3,000 cusecs", ta: "செம்பரம்பாக்கம்: உபரிநீர் திறப்பு 3,000 கனஅடியாக உயர்வு" } },
    ),
    update(
      106,
      p(
        "Greater Chennai Corporation workers have cleared 38 trees that fell across roads in the city, most of them in Anna Nagar, Kilpauk and Adyar. No injuries have been reported.",
      ),
      p(
        "நகரில் சாலைகளின் குறுக்கே விழுந்த 38 மரங்களை மாநகராட்சிப் பணியாளர்கள் அகற்றியுள்ளனர். இவற்றில் பெரும்பாலானவை அண்ணா நகர், கீழ்ப்பாக்கம், அடையாறு பகுதிகளில் விழுந்தவை. யாருக்கும் காயம் ஏற்பட்டதாகத் தகவல் இல்லை.",
      ),
    ),
    update(
      114,
      p(
        "At Chennai airport, 11 arrivals have been delayed and three flights from Delhi, Mumbai and Singapore diverted to Bengaluru because of poor visibility. Departures are running, with delays of up to an hour. Passengers are advised to check with their airline before leaving home.",
      ),
      p(
        "மோசமான வானிலை காரணமாக சென்னை விமான நிலையத்துக்கு வர வேண்டிய 11 விமானங்கள் தாமதமாகியுள்ளன. தில்லி, மும்பை, சிங்கப்பூரிலிருந்து வந்த மூன்று விமானங்கள் பெங்களூருக்குத் திருப்பி விடப்பட்டன. புறப்படும் விமானங்கள் ஒரு மணி நேரம் வரை தாமதத்துடன் இயக்கப்படுகின்றன. பயணிகள் வீட்டிலிருந்து புறப்படும் முன் விமான நிறுவனத்திடம் உறுதி செய்துகொள்ளுமாறு அறிவுறுத்தப்பட்டுள்ளனர்.",
      ),
    ),
    update(
      123,
      p(
        "The Corporation has opened 40 relief camps in schools and community halls, where 1,850 people from low-lying areas have taken shelter so far. Cooked food is being served from 35 community kitchens.",
      ),
      p(
        "பள்ளிகள், சமுதாயக் கூடங்களில் மாநகராட்சி 40 நிவாரண முகாம்களைத் திறந்துள்ளது. தாழ்வான பகுதிகளைச் சேர்ந்த 1,850 பேர் இதுவரை இந்த முகாம்களில் தங்கியுள்ளனர். 35 பொதுச் சமையலறைகளிலிருந்து உணவு சமைத்து வழங்கப்படுகிறது.",
      ),
    ),
    update(
      134,
      p(
        "Metropolitan Transport Corporation buses have been diverted away from Ashok Pillar, K.K. Nagar and Vadapalani, where the roads are under knee-deep water. Services on Anna Salai and Poonamallee High Road are running.",
      ),
      p(
        "அசோக் பில்லர், கே.கே. நகர், வடபழனி பகுதிகளில் முழங்கால் அளவுக்குத் தண்ணீர் தேங்கியுள்ளதால், மாநகரப் போக்குவரத்துக் கழகப் பேருந்துகள் மாற்று வழியில் இயக்கப்படுகின்றன. அண்ணா சாலை, பூந்தமல்லி நெடுஞ்சாலையில் பேருந்துகள் வழக்கம்போல் இயங்குகின்றன.",
      ),
    ),
    update(
      147,
      p(
        "Puzhal lake, which supplies drinking water to north Chennai, has reached 20.1 ft of its 21.2 ft full level. The department has begun releasing 1,000 cusecs through its surplus channel and alerted residents of Vadaperumbakkam, Manali and Sadayankuppam.",
      ),
      p(
        "வடசென்னைக்குக் குடிநீர் வழங்கும் புழல் ஏரியின் நீர்மட்டம், முழு உயரமான 21.2 அடியில் 20.1 அடியை எட்டியுள்ளது. உபரிநீர்க் கால்வாய் வழியாக வினாடிக்கு 1,000 கனஅடி நீர் திறக்கப்பட்டுள்ளது. வடபெரும்பாக்கம், மணலி, சடையன்குப்பம் பகுதி மக்களுக்கு எச்சரிக்கை விடுக்கப்பட்டுள்ளது.",
      ),
    ),
    update(
      158,
      p(
        "Of the city's 22 vehicular subways, 14 are now closed. The Corporation says 640 motor pumps are working to drain them, but water is flowing back in as fast as it is pumped out in Ganesapuram and Vyasarpadi.",
      ),
      p(
        "நகரில் உள்ள 22 சுரங்கப்பாதைகளில் 14 தற்போது மூடப்பட்டுள்ளன. தண்ணீரை வெளியேற்ற 640 மோட்டார் பம்புகள் இயக்கப்படுவதாக மாநகராட்சி தெரிவித்துள்ளது. ஆனால் கணேசபுரம், வியாசர்பாடியில் வெளியேற்றும் வேகத்திலேயே மீண்டும் தண்ணீர் வந்துகொண்டிருக்கிறது.",
      ),
    ),
    update(
      172,
      p(
        "With the inflow into Chembarambakkam climbing to 9,800 cusecs, the release has been doubled to 6,000 cusecs. The lake is at 23.2 ft. This is the largest release this monsoon.",
      ) +
        quote(
          "We are releasing water in stages so that the Adyar can carry it. People on the banks must not wait; they must move now. — S. Ganesan, Executive Engineer, Water Resources Department",
        ),
      p(
        "செம்பரம்பாக்கம் ஏரிக்கான நீர்வரத்து வினாடிக்கு 9,800 கனஅடியாக அதிகரித்துள்ளதால், உபரிநீர் திறப்பு 6,000 கனஅடியாக இரட்டிப்பாக்கப்பட்டுள்ளது. ஏரியின் நீர்மட்டம் 23.2 அடி. இந்தப் பருவமழைக் காலத்தில் இதுவே அதிகபட்ச நீர் திறப்பு.",
      ) +
        quote(
          "அடையாறு தாங்கும் அளவுக்குப் படிப்படியாகத்தான் தண்ணீரைத் திறந்து வருகிறோம். கரையோர மக்கள் காத்திருக்காமல் உடனே பாதுகாப்பான இடங்களுக்குச் செல்ல வேண்டும். — எஸ். கணேசன், செயற்பொறியாளர், நீர்வளத் துறை",
        ),
      { title: { en: "Chembarambakkam release doubled to 6,000 cusecs", ta: "செம்பரம்பாக்கம் உபரிநீர் திறப்பு 6,000 கனஅடியாக இரட்டிப்பு" }, keyEvent: true },
    ),
    update(
      185,
      p(
        "Our reporter at the Kathipara junction says the Adyar under the Kathipara bridge has risen about three feet since the release began. Police have stopped people from gathering on the Maraimalai Adigal bridge at Saidapet to watch the river.",
      ),
      p(
        "கத்திப்பாரா மேம்பாலத்தின் கீழ் அடையாற்றின் நீர்மட்டம் உபரிநீர் திறப்புக்குப் பிறகு சுமார் மூன்று அடி உயர்ந்துள்ளதாக எங்கள் செய்தியாளர் தெரிவிக்கிறார். சைதாப்பேட்டை மறைமலை அடிகள் பாலத்தில் ஆற்றைப் பார்க்கக் கூடுவோரைக் காவல்துறையினர் அப்புறப்படுத்தி வருகின்றனர்.",
      ),
    ),
    update(
      199,
      p(
        "The Regional Meteorological Centre says the deep depression is moving north-northwest at 12 km an hour and is likely to cross the coast between Puducherry and Chennai by tomorrow. Heavy to very heavy rain will continue over Chennai for the next 24 hours.",
      ),
      p(
        "ஆழ்ந்த காற்றழுத்தத் தாழ்வு மண்டலம் மணிக்கு 12 கி.மீ. வேகத்தில் வடக்கு – வடமேற்குத் திசையில் நகர்ந்து வருவதாகவும், நாளைக்குள் புதுச்சேரி – சென்னை இடையே கரையைக் கடக்கக்கூடும் என்றும் சென்னை மண்டல வானிலை ஆய்வு மையம் தெரிவித்துள்ளது. அடுத்த 24 மணி நேரத்துக்கு சென்னையில் கனமழை முதல் மிக கனமழை தொடரும்.",
      ),
    ),
    update(
      212,
      p(
        "Revenue officials and police are going door to door in the riverbank settlements of Saidapet, Jafferkhanpet and Kotturpuram, asking families to move to the camps. About 900 people have left so far; some are reluctant to leave their belongings.",
      ),
      p(
        "சைதாப்பேட்டை, ஜாபர்கான்பேட்டை, கோட்டூர்புரம் ஆற்றங்கரைக் குடியிருப்புகளில் வீடு வீடாகச் சென்று, முகாம்களுக்குச் செல்லுமாறு வருவாய்த் துறை அலுவலர்களும் காவல்துறையினரும் கேட்டுக்கொண்டு வருகின்றனர். இதுவரை சுமார் 900 பேர் வெளியேறியுள்ளனர். சிலர் தங்கள் உடைமைகளை விட்டுச் செல்லத் தயங்குகின்றனர்.",
      ),
    ),
    update(
      226,
      p(
        "Aavin says milk will be available at all its booths through the day and night. Booths open 24 hours a day are at Anna Nagar, Besant Nagar, Nandanam, Velachery and Villivakkam. Shops have been told not to charge more than the printed price.",
      ),
      p(
        "ஆவின் விற்பனையகங்கள் அனைத்திலும் இரவு பகல் பால் கிடைக்கும் என ஆவின் நிறுவனம் தெரிவித்துள்ளது. அண்ணா நகர், பெசன்ட் நகர், நந்தனம், வேளச்சேரி, வில்லிவாக்கம் ஆகிய இடங்களில் 24 மணி நேர விற்பனையகங்கள் செயல்படுகின்றன. அச்சிடப்பட்ட விலைக்கு மேல் வசூலிக்கக் கூடாது என கடைகளுக்கு அறிவுறுத்தப்பட்டுள்ளது.",
      ),
    ),
    update(
      238,
      p(
        "The Chief Minister chaired a review at the State Emergency Operation Centre in Ezhilagam. Ministers have been assigned to each of the four districts, and 16 senior IAS officers have been posted as monitoring officers for the Corporation's zones.",
      ),
      p(
        "எழிலகத்தில் உள்ள மாநில அவசரகால செயல்பாட்டு மையத்தில் முதல்வர் ஆய்வுக் கூட்டம் நடத்தினார். நான்கு மாவட்டங்களுக்கும் தனித்தனியாக அமைச்சர்கள் நியமிக்கப்பட்டுள்ளனர். மாநகராட்சி மண்டலங்களுக்குக் கண்காணிப்பு அலுவலர்களாக 16 மூத்த ஐ.ஏ.எஸ். அதிகாரிகள் நியமிக்கப்பட்டுள்ளனர்.",
      ),
    ),
    update(
      251,
      p(
        "A 47-year-old man died of electrocution at Pulianthope after he came into contact with a snapped service wire in a flooded lane. Police have identified him as R. Sekar, a load worker. Residents are urged to report fallen wires on 94987 94987 and keep away from them.",
      ),
      p(
        "புளியந்தோப்பில் தண்ணீர் தேங்கிய தெருவில் அறுந்து கிடந்த மின்கம்பியை மிதித்த 47 வயது நபர் மின்சாரம் பாய்ந்து உயிரிழந்தார். அவர் சுமைதூக்கும் தொழிலாளி ஆர். சேகர் எனக் காவல்துறை அடையாளம் கண்டுள்ளது. அறுந்து கிடக்கும் மின்கம்பிகளை நெருங்க வேண்டாம் என்றும், அவை குறித்து 94987 94987 என்ற எண்ணில் தெரிவிக்குமாறும் பொதுமக்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.",
      ),
    ),
    update(
      263,
      p(
        "The number of relief camps has risen to 112, sheltering 6,400 people. The largest are at the Corporation schools in Saidapet and Kotturpuram. Doctors from the Public Health Department are holding medical camps at each of them.",
      ),
      p(
        "நிவாரண முகாம்களின் எண்ணிக்கை 112 ஆக உயர்ந்துள்ளது. அவற்றில் 6,400 பேர் தங்கியுள்ளனர். சைதாப்பேட்டை, கோட்டூர்புரம் மாநகராட்சிப் பள்ளிகளில் உள்ள முகாம்களே மிகப் பெரியவை. ஒவ்வொரு முகாமிலும் பொது சுகாதாரத் துறை மருத்துவர்கள் மருத்துவ முகாம் நடத்தி வருகின்றனர்.",
      ),
    ),
    update(
      274,
      p(
        "The Adyar has breached its banks at Kotturpuram and water is entering houses on the streets nearest the river, in some places up to waist height. Parts of Jafferkhanpet and the low-lying streets of Saidapet are also under water.",
      ),
      p(
        "கோட்டூர்புரத்தில் அடையாறு கரையைத் தாண்டி, ஆற்றை ஒட்டிய தெருக்களில் உள்ள வீடுகளுக்குள் தண்ணீர் புகுந்துள்ளது. சில இடங்களில் இடுப்பளவு தண்ணீர் நிற்கிறது. ஜாபர்கான்பேட்டையின் சில பகுதிகளும் சைதாப்பேட்டையின் தாழ்வான தெருக்களும் நீரில் மூழ்கியுள்ளன.",
      ),
      { title: { en: "Adyar breaches banks at Kotturpuram", ta: "கோட்டூர்புரத்தில் கரையைத் தாண்டிய அடையாறு" }, keyEvent: true },
    ),
    update(
      283,
      p(
        "Power supply has now been suspended in parts of 46 localities, including Kotturpuram, Saidapet, Jafferkhanpet, K.K. Nagar and Mudichur. Officials say about 1.8 lakh consumers are without power.",
      ),
      p(
        "கோட்டூர்புரம், சைதாப்பேட்டை, ஜாபர்கான்பேட்டை, கே.கே. நகர், முடிச்சூர் உள்ளிட்ட 46 பகுதிகளில் மின் விநியோகம் நிறுத்தப்பட்டுள்ளது. சுமார் 1.8 லட்சம் மின் நுகர்வோர் மின்சாரம் இன்றி உள்ளதாக அதிகாரிகள் தெரிவித்தனர்.",
      ),
    ),
    update(
      296,
      p(
        "Rainfall in the past nine hours: Nungambakkam 9 cm, Meenambakkam 11 cm, Tambaram 14 cm and Sholinganallur 15 cm. The spell has eased slightly in the north of the city but remains intense in the south and in Chengalpattu district.",
      ),
      p(
        "கடந்த ஒன்பது மணி நேரத்தில் பதிவான மழை: நுங்கம்பாக்கம் 9 செ.மீ., மீனம்பாக்கம் 11 செ.மீ., தாம்பரம் 14 செ.மீ., சோழிங்கநல்லூர் 15 செ.மீ. வடசென்னையில் மழை சற்று குறைந்துள்ளது; தென்சென்னையிலும் செங்கல்பட்டு மாவட்டத்திலும் தீவிரமாகப் பெய்து வருகிறது.",
      ),
    ),
    update(
      309,
      p(
        "The Cooum is flowing close to the top of its banks at Chetpet and Aminjikarai. Families living along the river in Chintadripet and Pudupet are being moved to camps at the Corporation school on Wallajah Road.",
      ),
      p(
        "சேத்துப்பட்டு, அமைந்தகரை பகுதிகளில் கூவம் ஆறு கரையைத் தொடும் அளவுக்கு ஓடுகிறது. சிந்தாதிரிப்பேட்டை, புதுப்பேட்டையில் ஆற்றங்கரையில் வசிக்கும் குடும்பங்கள் வாலாஜா சாலையில் உள்ள மாநகராட்சிப் பள்ளி முகாமுக்கு அழைத்துச் செல்லப்படுகின்றன.",
      ),
    ),
    update(
      328,
      p(
        "Four teams of the National Disaster Response Force, with 18 boats, have begun rescue operations in Mudichur, Varadharajapuram and Velachery, where several streets are under five to six feet of water. The State Disaster Response Force has deployed 12 more boats in Tambaram.",
      ),
      p(
        "ஐந்து முதல் ஆறு அடி வரை தண்ணீர் சூழ்ந்துள்ள முடிச்சூர், வரதராஜபுரம், வேளச்சேரி பகுதிகளில், 18 படகுகளுடன் தேசியப் பேரிடர் மீட்புப் படையின் நான்கு குழுக்கள் மீட்புப் பணியைத் தொடங்கியுள்ளன. தாம்பரத்தில் மாநிலப் பேரிடர் மீட்புப் படை மேலும் 12 படகுகளை ஈடுபடுத்தியுள்ளது.",
      ),
      { title: { en: "NDRF boats out in Mudichur and Velachery", ta: "முடிச்சூர், வேளச்சேரியில் பேரிடர் மீட்புப் படகுகள்" }, keyEvent: true },
    ),
    update(
      341,
      p(
        "In Velachery's Ram Nagar, a rescue team carried a woman in labour, R. Priya, 26, to a boat and then to a waiting ambulance. She has been admitted to the Government Kasturba Gandhi Hospital in Triplicane, and doctors say she and her baby are doing well.",
      ),
      p(
        "வேளச்சேரி ராம் நகரில் பிரசவ வலியால் அவதிப்பட்ட ஆர். பிரியா (26) என்ற பெண்ணை மீட்புக் குழுவினர் படகில் ஏற்றி, காத்திருந்த ஆம்புலன்ஸுக்குக் கொண்டு சேர்த்தனர். திருவல்லிக்கேணி அரசு கஸ்தூரிபா காந்தி மருத்துவமனையில் அனுமதிக்கப்பட்ட அவருக்குக் குழந்தை பிறந்தது; தாயும் சேயும் நலமாக உள்ளதாக மருத்துவர்கள் தெரிவித்தனர்.",
      ),
    ),
    update(
      355,
      p(
        "Fire and Rescue Services personnel have brought out 64 elderly residents from ground-floor homes in K.K. Nagar, Ashok Nagar and West Mambalam in the past few hours, many of them carried on chairs through chest-deep water.",
      ),
      p(
        "கே.கே. நகர், அசோக் நகர், மேற்கு மாம்பலம் பகுதிகளில் தரைத்தளங்களில் வசித்த 64 முதியவர்களைத் தீயணைப்பு மற்றும் மீட்புப் பணிகள் துறையினர் மீட்டுள்ளனர். அவர்களில் பலரை மார்பளவுத் தண்ணீரில் நாற்காலியில் அமர வைத்துத் தூக்கி வந்தனர்.",
      ),
    ),
    update(
      368,
      p("What we know so far:") +
        list(
          "Chembarambakkam is releasing 6,000 cusecs; the Adyar has entered homes at Kotturpuram.",
          "112 relief camps are sheltering 6,400 people.",
          "14 of 22 subways are closed.",
          "About 1.8 lakh consumers are without power.",
          "One death, by electrocution, at Pulianthope.",
        ),
      p("இதுவரை நமக்குத் தெரிந்தவை:") +
        list(
          "செம்பரம்பாக்கத்திலிருந்து வினாடிக்கு 6,000 கனஅடி நீர் திறப்பு; கோட்டூர்புரத்தில் வீடுகளுக்குள் அடையாற்று நீர்.",
          "112 நிவாரண முகாம்களில் 6,400 பேர் தங்கியுள்ளனர்.",
          "22 சுரங்கப்பாதைகளில் 14 மூடல்.",
          "சுமார் 1.8 லட்சம் நுகர்வோருக்கு மின்சாரம் இல்லை.",
          "புளியந்தோப்பில் மின்சாரம் பாய்ந்து ஒருவர் உயிரிழப்பு.",
        ),
      { title: { en: "What we know so far", ta: "இதுவரை நடந்தவை: ஒரு பார்வை" } },
    ),
    update(
      379,
      p(
        "Drinking water: Chennai Metrowater says supply through pipelines will continue, but residents in flooded areas should boil water before drinking. Water tankers will be sent to the relief camps, and complaints can be made on 044-4567 4567.",
      ),
      p(
        "குழாய் வழியாகக் குடிநீர் விநியோகம் தொடரும் என்றும், தண்ணீர் தேங்கிய பகுதிகளில் வசிப்பவர்கள் குடிநீரைக் காய்ச்சிக் குடிக்க வேண்டும் என்றும் சென்னை குடிநீர் வாரியம் தெரிவித்துள்ளது. நிவாரண முகாம்களுக்கு லாரிகள் மூலம் குடிநீர் அனுப்பப்படும். புகார்களுக்கு 044-4567 4567 என்ற எண்ணைத் தொடர்புகொள்ளலாம்.",
      ),
    ),
    update(
      392,
      p(
        "The southern suburban section has been suspended between Guindy and Tambaram after water rose above the rails at Pazhavanthangal and Meenambakkam. Southern Railway is running special trains from Chennai Beach to Guindy only.",
      ),
      p(
        "பழவந்தாங்கல், மீனம்பாக்கம் பகுதிகளில் தண்டவாளத்துக்கு மேல் தண்ணீர் சென்றதால், கிண்டி – தாம்பரம் இடையே புறநகர் ரயில் சேவை நிறுத்தப்பட்டுள்ளது. சென்னை கடற்கரையிலிருந்து கிண்டி வரை மட்டும் சிறப்பு ரயில்கள் இயக்கப்படுவதாக தெற்கு ரயில்வே தெரிவித்துள்ளது.",
      ),
    ),
    update(
      404,
      p(
        "The Regional Meteorological Centre has downgraded Chennai to an orange alert for the next 12 hours as the depression weakens slightly. Tiruvallur and Chengalpattu remain on red alert.",
      ),
      p(
        "காற்றழுத்தத் தாழ்வு மண்டலம் சற்று வலுவிழந்துள்ளதால், அடுத்த 12 மணி நேரத்துக்கு சென்னைக்கான எச்சரிக்கை ஆரஞ்சு எச்சரிக்கையாகக் குறைக்கப்பட்டுள்ளது. திருவள்ளூர், செங்கல்பட்டு மாவட்டங்களுக்குச் சிவப்பு எச்சரிக்கை தொடர்கிறது.",
      ),
      { title: { en: "Chennai downgraded to orange alert", ta: "சென்னைக்கு ஆரஞ்சு எச்சரிக்கை" } },
    ),
    update(
      417,
      p(
        "Volunteers and resident welfare associations in Mylapore, Adyar and Anna Nagar are cooking food for the camps. The Corporation asks those who want to help to register on its helpline 1913, so that food reaches the camps that need it and is not wasted.",
      ),
      p(
        "மயிலாப்பூர், அடையாறு, அண்ணா நகர் பகுதிகளில் தன்னார்வலர்களும் குடியிருப்போர் நலச் சங்கங்களும் முகாம்களுக்காக உணவு சமைத்து வருகின்றனர். உதவ விரும்புவோர் 1913 என்ற உதவி எண்ணில் பதிவு செய்தால், தேவைப்படும் முகாம்களுக்கு உணவு வீணாகாமல் சென்று சேரும் என மாநகராட்சி தெரிவித்துள்ளது.",
      ),
    ),
    update(
      429,
      p(
        "Boats have now evacuated 1,240 people from Mudichur and Varadharajapuram. Families are being taken to the relief camp at the Government Higher Secondary School in Tambaram, where 2,000 blankets and mats have been distributed.",
      ),
      p(
        "முடிச்சூர், வரதராஜபுரம் பகுதிகளில் இருந்து இதுவரை 1,240 பேர் படகுகள் மூலம் மீட்கப்பட்டுள்ளனர். அவர்கள் தாம்பரம் அரசு மேல்நிலைப் பள்ளியில் உள்ள நிவாரண முகாமுக்கு அழைத்துச் செல்லப்படுகின்றனர். அங்கு 2,000 போர்வைகளும் பாய்களும் வழங்கப்பட்டுள்ளன.",
      ),
    ),
    update(
      442,
      p(
        "The city now has 168 relief camps with 11,200 people. The Corporation has served 2.4 lakh food packets since the rain began, and 320 medical camps have treated over 9,000 people, mostly for fever and skin infections.",
      ),
      p(
        "நகரில் தற்போது 168 நிவாரண முகாம்களில் 11,200 பேர் தங்கியுள்ளனர். மழை தொடங்கியதிலிருந்து 2.4 லட்சம் உணவுப் பொட்டலங்கள் வழங்கப்பட்டுள்ளன. 320 மருத்துவ முகாம்களில் 9,000-க்கும் மேற்பட்டோர் சிகிச்சை பெற்றுள்ளனர்; பெரும்பாலானோருக்குக் காய்ச்சல், தோல் நோய்கள்.",
      ),
      { keyEvent: true },
    ),
    update(
      458,
      p(
        "The rain has eased to a drizzle in most of the city for the first time since the red alert was issued. The Corporation has started draining the subways; Madley and Duraisamy are expected to reopen first.",
      ),
      p(
        "சிவப்பு எச்சரிக்கை விடுக்கப்பட்ட பிறகு முதல்முறையாக நகரின் பெரும்பாலான பகுதிகளில் மழை தூறலாகக் குறைந்துள்ளது. சுரங்கப்பாதைகளில் தேங்கிய தண்ணீரை வெளியேற்றும் பணி தொடங்கியுள்ளது. மேட்லி, துரைசாமி சுரங்கப்பாதைகள் முதலில் திறக்கப்படும் என எதிர்பார்க்கப்படுகிறது.",
      ),
    ),
    update(
      471,
      p(
        "Nine subways have reopened to traffic: Madley, Duraisamy, Rangarajapuram, Aranganathan, Villivakkam, Kodambakkam, Harrington Road, Nungambakkam and Ayanavaram. Ganesapuram, Vyasarpadi and Perambur remain closed.",
      ),
      p(
        "மேட்லி, துரைசாமி, ரங்கராஜபுரம், அரங்கநாதன், வில்லிவாக்கம், கோடம்பாக்கம், ஹாரிங்டன் சாலை, நுங்கம்பாக்கம், அயனாவரம் ஆகிய ஒன்பது சுரங்கப்பாதைகள் போக்குவரத்துக்குத் திறக்கப்பட்டுள்ளன. கணேசபுரம், வியாசர்பாடி, பெரம்பூர் சுரங்கப்பாதைகள் தொடர்ந்து மூடப்பட்டுள்ளன.",
      ),
    ),
    update(
      486,
      p(
        "Power has been restored in 28 of the 46 localities where supply was cut, including Anna Nagar, Kilpauk, T. Nagar and Adyar. Supply to Kotturpuram, Saidapet and Mudichur will be restored only after the water recedes, officials said.",
      ),
      p(
        "மின் விநியோகம் நிறுத்தப்பட்ட 46 பகுதிகளில் அண்ணா நகர், கீழ்ப்பாக்கம், தியாகராய நகர், அடையாறு உள்ளிட்ட 28 பகுதிகளில் மீண்டும் மின்சாரம் வழங்கப்பட்டுள்ளது. கோட்டூர்புரம், சைதாப்பேட்டை, முடிச்சூர் பகுதிகளுக்கு தண்ணீர் வடிந்த பிறகே மின் விநியோகம் வழங்கப்படும் என அதிகாரிகள் தெரிவித்தனர்.",
      ),
    ),
    update(
      499,
      p(
        "The Collectors have announced that schools in Chennai and Tiruvallur will remain closed tomorrow as well, as many school buildings are being used as relief camps. A decision on colleges will be announced later.",
      ),
      p(
        "பல பள்ளிக் கட்டடங்கள் நிவாரண முகாம்களாகப் பயன்படுத்தப்படுவதால், சென்னை, திருவள்ளூர் மாவட்டங்களில் நாளையும் பள்ளிகளுக்கு விடுமுறை என மாவட்ட ஆட்சியர்கள் அறிவித்துள்ளனர். கல்லூரிகள் குறித்த முடிவு பின்னர் அறிவிக்கப்படும்.",
      ),
    ),
    update(
      513,
      p(
        "Suburban services between Guindy and Tambaram have resumed at reduced speed after the water receded from the tracks at Pazhavanthangal. Trains are running every 20 minutes.",
      ),
      p(
        "பழவந்தாங்கலில் தண்டவாளத்திலிருந்து தண்ணீர் வடிந்ததால், கிண்டி – தாம்பரம் இடையே புறநகர் ரயில் சேவை குறைந்த வேகத்தில் மீண்டும் தொடங்கியுள்ளது. 20 நிமிடங்களுக்கு ஒரு ரயில் இயக்கப்படுகிறது.",
      ),
    ),
    update(
      528,
      p(
        "Relief for Adyar residents: with the inflow into Chembarambakkam falling to 5,200 cusecs, the release has been reduced from 6,000 to 4,000 cusecs. The lake level stands at 23.1 ft.",
      ) +
        quote(
          "The worst is behind us if the rain holds off for the next few hours. We will keep the release steady and watch the inflow hour by hour. — S. Ganesan, Executive Engineer",
        ),
      p(
        "செம்பரம்பாக்கம் ஏரிக்கான நீர்வரத்து வினாடிக்கு 5,200 கனஅடியாகக் குறைந்ததால், உபரிநீர் திறப்பு 6,000 கனஅடியிலிருந்து 4,000 கனஅடியாகக் குறைக்கப்பட்டுள்ளது. ஏரியின் நீர்மட்டம் 23.1 அடி. அடையாற்றுக் கரையோர மக்களுக்கு இது ஆறுதலான செய்தி.",
      ) +
        quote(
          "அடுத்த சில மணி நேரம் மழை பெய்யாவிட்டால் மோசமான கட்டத்தைக் கடந்துவிட்டோம். நீர்த் திறப்பை இதே அளவில் வைத்து, நீர்வரத்தை ஒவ்வொரு மணி நேரமும் கண்காணிப்போம். — எஸ். கணேசன், செயற்பொறியாளர்",
        ),
      { title: { en: "Chembarambakkam release cut to 4,000 cusecs", ta: "செம்பரம்பாக்கம் உபரிநீர் திறப்பு 4,000 கனஅடியாகக் குறைப்பு" }, keyEvent: true },
    ),
    update(
      541,
      p(
        "Water is slowly receding from the streets of Kotturpuram, residents tell our reporter, leaving behind a thick layer of silt. The Corporation says 2,500 conservancy workers will begin clearing silt and garbage in the worst-hit wards as soon as the water drains.",
      ),
      p(
        "கோட்டூர்புரம் தெருக்களில் இருந்து தண்ணீர் மெல்ல வடிந்து வருவதாகவும், தடிமனான சேறு படிந்திருப்பதாகவும் அப்பகுதி மக்கள் எங்கள் செய்தியாளரிடம் தெரிவித்தனர். தண்ணீர் வடிந்ததும் அதிகம் பாதிக்கப்பட்ட வார்டுகளில் 2,500 தூய்மைப் பணியாளர்கள் சேற்றையும் குப்பையையும் அகற்றும் பணியில் ஈடுபடுவார்கள் என மாநகராட்சி தெரிவித்துள்ளது.",
      ),
    ),
    update(
      556,
      p(
        "The Health Department has asked people returning to flooded homes to watch for fever, diarrhoea and leptospirosis. Doxycycline tablets are being given as a precaution to rescue workers and conservancy staff, and mobile medical units will visit every ward tomorrow.",
      ),
      p(
        "வெள்ளம் சூழ்ந்த வீடுகளுக்குத் திரும்புவோர் காய்ச்சல், வயிற்றுப்போக்கு, எலிக்காய்ச்சல் அறிகுறிகள் குறித்து விழிப்புடன் இருக்குமாறு சுகாதாரத் துறை அறிவுறுத்தியுள்ளது. மீட்புப் பணியாளர்களுக்கும் தூய்மைப் பணியாளர்களுக்கும் முன்னெச்சரிக்கையாக டாக்ஸிசைக்ளின் மாத்திரைகள் வழங்கப்படுகின்றன. நாளை ஒவ்வொரு வார்டுக்கும் நடமாடும் மருத்துவக் குழுக்கள் செல்லும்.",
      ),
    ),
    update(
      569,
      p(
        "Light rain has returned over Tambaram and Pallavaram. The Regional Meteorological Centre expects moderate rain with intense spells at isolated places over the next 12 hours, and asks people in Chengalpattu district to stay indoors.",
      ),
      p(
        "தாம்பரம், பல்லாவரம் பகுதிகளில் மீண்டும் லேசான மழை பெய்யத் தொடங்கியுள்ளது. அடுத்த 12 மணி நேரத்தில் மிதமான மழையும் ஓரிரு இடங்களில் கனமழையும் பெய்யக்கூடும் என வானிலை ஆய்வு மையம் தெரிவித்துள்ளது. செங்கல்பட்டு மாவட்ட மக்கள் வீடுகளிலேயே இருக்குமாறு கேட்டுக்கொள்ளப்பட்டுள்ளனர்.",
      ),
    ),
    update(
      582,
      p(
        "Ganesapuram subway, the last of the big ones, is still under six feet of water. The Corporation has brought in two high-capacity pumps from the Metro Rail worksite at Perambur and expects to reopen it by tomorrow.",
      ),
      p(
        "பெரிய சுரங்கப்பாதைகளில் கடைசியாக, கணேசபுரம் சுரங்கப்பாதையில் இன்னும் ஆறு அடி தண்ணீர் தேங்கியுள்ளது. பெரம்பூர் மெட்ரோ ரயில் பணியிடத்திலிருந்து அதிகத் திறன் கொண்ட இரண்டு பம்புகள் கொண்டுவரப்பட்டுள்ளன. நாளைக்குள் சுரங்கப்பாதை திறக்கப்படும் என மாநகராட்சி எதிர்பார்க்கிறது.",
      ),
    ),
    update(
      593,
      p(
        "We will keep updating this page. If you are stranded or need a boat, call 1913 or 112 and give a landmark near you; rescue teams are working in shifts until everyone who has asked for help is reached.",
      ),
      p(
        "இந்தப் பக்கத்தைத் தொடர்ந்து புதுப்பிப்போம். வெள்ளத்தில் சிக்கியிருந்தாலோ, படகு தேவைப்பட்டாலோ 1913 அல்லது 112 என்ற எண்ணை அழைத்து, அருகில் உள்ள அடையாளத்தைத் தெரிவியுங்கள். உதவி கேட்ட அனைவரையும் சென்றடையும் வரை மீட்புக் குழுக்கள் சுழற்சி முறையில் பணியாற்றி வருகின்றன.",
      ),
    ),
  ],
};

const RAJAPALAYAM_BY_ELECTION: SeedLiveStory = {
  slug: "rajapalayam-by-election-counting-live",
  scope: "state",
  citySlug: null,
  categorySlug: "politics",
  authorSlug: "k-senthil-kumar",
  tagSlugs: ["elections", "assembly"],
  startedMinutesAgo: 545,
  ended: false,
  en: {
    title: "Rajapalayam by-election result live: ruling alliance's Muthuraman wins by 15,191 votes",
    summary:
      "Round-by-round counting in the Rajapalayam Assembly by-election: postal votes, the early lead for the opposition, the swing in the rural rounds, and the result.",
    metaDescription:
      "Rajapalayam by-election counting live: round-wise leads, postal votes, turnout and the result of the Assembly by-poll in Virudhunagar district.",
    bodyHtml: p(
      "Votes polled in the Rajapalayam Assembly by-election in Virudhunagar district are being counted at the Government Polytechnic College in Virudhunagar. The by-election was necessitated by the death of the sitting MLA in August.",
      "There are 17 candidates in the fray, but the contest is between A. Muthuraman of the ruling alliance and S. Vasanthi of the opposition alliance, with the independent P. Gnanasekaran, backed by farmers' associations, hoping to make his mark.",
      "Follow the count round by round here, with reactions from the candidates and the parties.",
    ),
  },
  ta: {
    title: "ராஜபாளையம் இடைத்தேர்தல் முடிவு நேரலை: ஆளும் கூட்டணியின் முத்துராமன் 15,191 வாக்குகள் வித்தியாசத்தில் வெற்றி",
    summary:
      "ராஜபாளையம் சட்டப்பேரவைத் தொகுதி இடைத்தேர்தல் வாக்கு எண்ணிக்கை: தபால் வாக்குகள், தொடக்கச் சுற்றுகளில் எதிர்க்கட்சியின் முன்னிலை, கிராமப்புறச் சுற்றுகளில் ஏற்பட்ட மாற்றம், இறுதி முடிவு — சுற்றுவாரியாக.",
    metaDescription: "ராஜபாளையம் இடைத்தேர்தல் வாக்கு எண்ணிக்கை நேரலை: சுற்றுவாரியான முன்னிலை நிலவரம், தபால் வாக்குகள், வாக்குப்பதிவு, இறுதி முடிவு.",
    bodyHtml: p(
      "விருதுநகர் மாவட்டம் ராஜபாளையம் சட்டப்பேரவைத் தொகுதி இடைத்தேர்தலில் பதிவான வாக்குகள் விருதுநகர் அரசு பல்தொழில்நுட்பக் கல்லூரியில் எண்ணப்பட்டு வருகின்றன. தொகுதியின் சட்டப்பேரவை உறுப்பினர் ஆகஸ்ட் மாதம் காலமானதையடுத்து இந்த இடைத்தேர்தல் நடத்தப்பட்டது.",
      "17 வேட்பாளர்கள் களத்தில் இருந்தாலும், ஆளும் கூட்டணி வேட்பாளர் ஏ. முத்துராமனுக்கும் எதிர்க்கட்சிக் கூட்டணி வேட்பாளர் எஸ். வசந்திக்கும் இடையேதான் நேரடிப் போட்டி. விவசாயிகள் சங்கங்களின் ஆதரவுடன் சுயேச்சையாகப் போட்டியிடும் பி. ஞானசேகரனும் கவனம் ஈர்த்துள்ளார்.",
      "சுற்றுவாரியான வாக்கு எண்ணிக்கை நிலவரத்தையும், வேட்பாளர்கள் மற்றும் கட்சிகளின் கருத்துகளையும் இங்கே உடனுக்குடன் தருகிறோம்.",
    ),
  },
  updates: [
    update(
      0,
      p(
        "Counting has begun at the Government Polytechnic College in Virudhunagar. The strong room holding the electronic voting machines was opened in the presence of the candidates' agents and the Election Commission's observer, and the process is being video-recorded.",
      ),
      p(
        "விருதுநகர் அரசு பல்தொழில்நுட்பக் கல்லூரியில் வாக்கு எண்ணிக்கை தொடங்கியது. மின்னணு வாக்குப்பதிவு இயந்திரங்கள் வைக்கப்பட்டிருந்த பாதுகாப்பு அறை, வேட்பாளர்களின் முகவர்கள் மற்றும் தேர்தல் ஆணையப் பார்வையாளர் முன்னிலையில் திறக்கப்பட்டது. அனைத்து நடைமுறைகளும் காணொலியாகப் பதிவு செய்யப்படுகின்றன.",
      ),
      { title: { en: "Counting begins", ta: "வாக்கு எண்ணிக்கை தொடங்கியது" } },
    ),
    update(
      4,
      p("The by-election at a glance:") +
        list(
          "Electors: 2,41,870",
          "Turnout on polling day: 72.99% (1,76,540 votes on the machines)",
          "Postal ballots received: 1,406",
          "Candidates: 17, including A. Muthuraman (ruling alliance), S. Vasanthi (opposition alliance) and P. Gnanasekaran (independent)",
          "Counting: 22 rounds on 14 tables, postal ballots first",
        ),
      p("இடைத்தேர்தல் ஒரு பார்வை:") +
        list(
          "மொத்த வாக்காளர்கள்: 2,41,870",
          "வாக்குப்பதிவு: 72.99% (இயந்திரங்களில் பதிவான வாக்குகள் 1,76,540)",
          "பெறப்பட்ட தபால் வாக்குகள்: 1,406",
          "வேட்பாளர்கள்: 17 பேர் — ஏ. முத்துராமன் (ஆளும் கூட்டணி), எஸ். வசந்தி (எதிர்க்கட்சிக் கூட்டணி), பி. ஞானசேகரன் (சுயேச்சை) உள்பட",
          "எண்ணிக்கை: 14 மேசைகளில் 22 சுற்றுகள்; முதலில் தபால் வாக்குகள்",
        ),
      { title: { en: "Key facts: candidates, turnout, rounds", ta: "முக்கியத் தகவல்கள்: வேட்பாளர்கள், வாக்குப்பதிவு, சுற்றுகள்" }, pinned: true },
    ),
    update(
      9,
      p(
        "About 120 officials are on counting duty, with a micro-observer at each of the 14 tables. Some 450 police personnel have been deployed in three tiers around the college, and mobile phones are not allowed inside the counting hall.",
      ),
      p(
        "வாக்கு எண்ணிக்கைப் பணியில் சுமார் 120 அலுவலர்கள் ஈடுபட்டுள்ளனர். 14 மேசைகளிலும் தலா ஒரு நுண் பார்வையாளர் நியமிக்கப்பட்டுள்ளார். கல்லூரியைச் சுற்றி மூன்றடுக்குப் பாதுகாப்புப் பணியில் சுமார் 450 காவலர்கள் ஈடுபட்டுள்ளனர். வாக்கு எண்ணும் அறைக்குள் கைப்பேசிகளுக்கு அனுமதி இல்லை.",
      ),
    ),
    update(
      17,
      p(
        "Postal ballots are being counted first, on two separate tables. They include votes from service voters, election staff, and voters above 85 and persons with disabilities who voted from home.",
      ),
      p(
        "தனியாக அமைக்கப்பட்ட இரண்டு மேசைகளில் முதலில் தபால் வாக்குகள் எண்ணப்படுகின்றன. ராணுவ வீரர்கள், தேர்தல் பணியாளர்கள், வீட்டிலிருந்தே வாக்களித்த 85 வயதுக்கு மேற்பட்டோர் மற்றும் மாற்றுத்திறனாளிகளின் வாக்குகள் இதில் அடங்கும்.",
      ),
    ),
    update(
      26,
      p(
        "Supporters of both the main candidates have gathered outside the college gates. Police have set up barricades to keep the two groups on opposite sides of the Madurai road, and traffic towards Aruppukottai is being diverted.",
      ),
      p(
        "இரு முக்கிய வேட்பாளர்களின் ஆதரவாளர்களும் கல்லூரி வாயிலுக்கு வெளியே திரண்டுள்ளனர். இரு தரப்பினரையும் மதுரை சாலையின் எதிரெதிர்ப் பக்கங்களில் நிறுத்தும் வகையில் காவல்துறையினர் தடுப்புகள் அமைத்துள்ளனர். அருப்புக்கோட்டை நோக்கிச் செல்லும் வாகனங்கள் மாற்று வழியில் திருப்பி விடப்படுகின்றன.",
      ),
    ),
    update(
      38,
      p(
        "Postal ballots counted: S. Vasanthi 658, A. Muthuraman 612, P. Gnanasekaran 71. A total of 15 postal ballots were rejected, most for want of a valid attestation on the declaration.",
      ),
      p(
        "தபால் வாக்குகள் எண்ணிக்கை நிறைவு: எஸ். வசந்தி 658, ஏ. முத்துராமன் 612, பி. ஞானசேகரன் 71. 15 தபால் வாக்குகள் நிராகரிக்கப்பட்டன; அவற்றில் பெரும்பாலானவை உறுதிமொழிப் படிவத்தில் முறையான சான்றொப்பம் இல்லாதவை.",
      ),
    ),
    update(
      44,
      p(
        "The first round's control units are being placed on the 14 tables. Agents are checking the seals and the machine numbers against Form 17C before the results are displayed.",
      ),
      p(
        "முதல் சுற்றுக்கான கட்டுப்பாட்டுக் கருவிகள் 14 மேசைகளிலும் வைக்கப்படுகின்றன. முடிவுகள் காட்டப்படுவதற்கு முன், முத்திரைகளையும் இயந்திர எண்களையும் 17சி படிவத்துடன் முகவர்கள் சரிபார்த்து வருகின்றனர்.",
      ),
    ),
    update(
      51,
      p("<strong>Round 1 of 22:</strong> S. Vasanthi leads by 339 votes. Vasanthi 4,212; Muthuraman 3,873; Gnanasekaran 857."),
      p("<strong>22 சுற்றுகளில் முதல் சுற்று:</strong> எஸ். வசந்தி 339 வாக்குகள் முன்னிலை. வசந்தி 4,212; முத்துராமன் 3,873; ஞானசேகரன் 857."),
      { title: { en: "Round 1: Vasanthi takes early lead", ta: "முதல் சுற்று: வசந்தி முன்னிலை" } },
    ),
    update(
      59,
      p(
        "The first rounds cover polling stations in Rajapalayam town, where the opposition alliance has traditionally done well. The rural stretches around Sethur, Mugavoor, Cholapuram and Thalavaipuram are counted in the later rounds.",
      ),
      p(
        "தொடக்கச் சுற்றுகளில் எதிர்க்கட்சிக் கூட்டணிக்குப் பாரம்பரியமாகச் செல்வாக்குள்ள ராஜபாளையம் நகரப் பகுதி வாக்குச்சாவடிகளின் வாக்குகள் எண்ணப்படுகின்றன. சேத்தூர், முகவூர், சோழபுரம், தளவாய்புரம் உள்ளிட்ட கிராமப்புறப் பகுதிகளின் வாக்குகள் பிந்தைய சுற்றுகளில் எண்ணப்படும்.",
      ),
    ),
    update(
      65,
      p(
        "Women outvoted men in this by-election: of the 1,76,540 votes cast on the machines, 89,412 were by women, 87,101 by men and 27 by third-gender voters. Both the main candidates had made women's safety and the ration shops central to their campaigns.",
      ),
      p(
        "இந்த இடைத்தேர்தலில் ஆண்களைவிடப் பெண்களே அதிகம் வாக்களித்துள்ளனர்: இயந்திரங்களில் பதிவான 1,76,540 வாக்குகளில் பெண்கள் 89,412, ஆண்கள் 87,101, மூன்றாம் பாலினத்தவர் 27. இரு முக்கிய வேட்பாளர்களும் மகளிர் பாதுகாப்பையும் நியாயவிலைக் கடைகளையும் பிரசாரத்தின் மையமாக்கியிருந்தனர்.",
      ),
    ),
    update(
      71,
      p("<strong>Round 2:</strong> Vasanthi extends her lead to 654. Vasanthi 7,828; Muthuraman 7,174; Gnanasekaran 1,597."),
      p("<strong>2ஆவது சுற்று:</strong> வசந்தியின் முன்னிலை 654 வாக்குகளாக அதிகரிப்பு. வசந்தி 7,828; முத்துராமன் 7,174; ஞானசேகரன் 1,597."),
    ),
    update(
      79,
      p(
        "Crackers are going off outside the opposition alliance's office on Tenkasi Road in Rajapalayam, our correspondent reports. Party functionaries are urging cadres to wait for the rural rounds before celebrating.",
      ),
      p(
        "ராஜபாளையம் தென்காசி சாலையில் உள்ள எதிர்க்கட்சிக் கூட்டணி அலுவலகம் முன் பட்டாசு வெடிக்கப்படுவதாக எங்கள் செய்தியாளர் தெரிவிக்கிறார். கிராமப்புறச் சுற்றுகளின் முடிவுகள் வரும் வரை கொண்டாட்டத்தைத் தள்ளிவைக்குமாறு தொண்டர்களைக் கட்சி நிர்வாகிகள் கேட்டுக்கொண்டு வருகின்றனர்.",
      ),
    ),
    update(
      91,
      p("<strong>Round 3:</strong> Muthuraman wins the round by 168 votes and cuts the gap to 486. Vasanthi 11,199; Muthuraman 10,713."),
      p("<strong>3ஆவது சுற்று:</strong> இந்தச் சுற்றில் முத்துராமன் 168 வாக்குகள் கூடுதலாகப் பெற்றதால், வித்தியாசம் 486 ஆகக் குறைந்தது. வசந்தி 11,199; முத்துராமன் 10,713."),
    ),
    update(
      100,
      p(
        'At Sethur, supporters of the independent P. Gnanasekaran are following the count on a television set up outside the farmers\' association office. "Anything above 10,000 is a victory for us," said its secretary, V. Ramasamy.',
      ),
      p(
        'சேத்தூரில் விவசாயிகள் சங்க அலுவலகம் முன் வைக்கப்பட்டுள்ள தொலைக்காட்சியில் சுயேச்சை வேட்பாளர் பி. ஞானசேகரனின் ஆதரவாளர்கள் வாக்கு எண்ணிக்கையைப் பார்த்து வருகின்றனர். "10,000 வாக்குகளுக்கு மேல் கிடைத்தாலே எங்களுக்கு வெற்றிதான்" என்றார் சங்கச் செயலாளர் வி. ராமசாமி.',
      ),
    ),
    update(
      106,
      p("<strong>Round 4:</strong> It is neck and neck. Vasanthi's lead is down to just 26 votes: Vasanthi 14,419; Muthuraman 14,393. Gnanasekaran has 2,981."),
      p("<strong>4ஆவது சுற்று:</strong> கடும் இழுபறி. வசந்தியின் முன்னிலை வெறும் 26 வாக்குகளாகக் குறைந்தது. வசந்தி 14,419; முத்துராமன் 14,393. ஞானசேகரன் 2,981."),
    ),
    update(
      116,
      p("Vasanthi's chief agent, T. Selvaraj, told reporters outside the hall that the party had expected the gap to narrow.") +
        quote("The town has stood with us. The villages have not been counted yet and we have worked hard there too. Wait till the end. — T. Selvaraj"),
      p("வசந்தியின் தலைமை முகவர் டி. செல்வராஜ், வித்தியாசம் குறையும் என்று கட்சி ஏற்கெனவே எதிர்பார்த்ததாக வாக்கு எண்ணும் அறைக்கு வெளியே செய்தியாளர்களிடம் தெரிவித்தார்.") +
        quote("நகர மக்கள் எங்களுடன் நின்றிருக்கிறார்கள். கிராமங்களின் வாக்குகள் இன்னும் எண்ணப்படவில்லை; அங்கும் கடுமையாக உழைத்திருக்கிறோம். இறுதி வரை காத்திருங்கள். — டி. செல்வராஜ்"),
    ),
    update(
      127,
      p(
        "<strong>Round 5:</strong> A. Muthuraman moves ahead for the first time, leading by 471 votes. Muthuraman 18,152; Vasanthi 17,681; Gnanasekaran 3,682.",
      ),
      p("<strong>5ஆவது சுற்று:</strong> முதல்முறையாக ஏ. முத்துராமன் முன்னிலை பெற்றார்; 471 வாக்குகள் முன்னிலை. முத்துராமன் 18,152; வசந்தி 17,681; ஞானசேகரன் 3,682."),
      { title: { en: "Round 5: Muthuraman takes the lead", ta: "5ஆவது சுற்று: முத்துராமன் முன்னிலை" }, keyEvent: true },
    ),
    update(
      138,
      p(
        "The mood has turned outside the counting centre. Ruling alliance supporters are beating drums on the college road, while the crowd on the opposition side has thinned.",
      ),
      p(
        "வாக்கு எண்ணிக்கை மையத்துக்கு வெளியே சூழல் மாறியுள்ளது. கல்லூரிச் சாலையில் ஆளும் கூட்டணி ஆதரவாளர்கள் மேளம் அடித்து உற்சாகமாக உள்ளனர். எதிர்த்தரப்பில் கூட்டம் குறைந்து வருகிறது.",
      ),
    ),
    update(
      149,
      p("<strong>Round 6:</strong> Muthuraman's lead grows to 1,209. Muthuraman 21,959; Vasanthi 20,750; Gnanasekaran 4,516."),
      p("<strong>6ஆவது சுற்று:</strong> முத்துராமனின் முன்னிலை 1,209 ஆக அதிகரிப்பு. முத்துராமன் 21,959; வசந்தி 20,750; ஞானசேகரன் 4,516."),
    ),
    update(
      157,
      p(
        "Counting on table 9 was briefly halted after opposition agents objected that the serial number of a control unit did not match the one recorded in Form 17C on polling day.",
      ),
      p(
        "9ஆவது மேசையில் ஒரு கட்டுப்பாட்டுக் கருவியின் வரிசை எண், வாக்குப்பதிவு நாளில் 17சி படிவத்தில் பதிவு செய்யப்பட்ட எண்ணுடன் ஒத்துப்போகவில்லை என எதிர்க்கட்சி முகவர்கள் ஆட்சேபம் தெரிவித்ததால், அந்த மேசையில் சிறிது நேரம் வாக்கு எண்ணிக்கை நிறுத்தப்பட்டது.",
      ),
      { title: { en: "Objection halts counting on table 9", ta: "ஆட்சேபத்தால் 9ஆவது மேசையில் எண்ணிக்கை நிறுத்தம்" } },
    ),
    update(
      169,
      p("Counting has resumed on table 9. The Returning Officer, K. Thirumalai, said the objection arose from a clerical error.") +
        quote(
          "The number on the machine matches the one in the presiding officer's diary. One digit was copied wrongly into Form 17C. The agents have seen both and signed off. — K. Thirumalai, Returning Officer",
        ),
      p("9ஆவது மேசையில் மீண்டும் வாக்கு எண்ணிக்கை தொடங்கியது. எழுத்துப் பிழையால்தான் ஆட்சேபம் எழுந்தது எனத் தேர்தல் நடத்தும் அலுவலர் கே. திருமலை தெரிவித்தார்.") +
        quote(
          "இயந்திரத்தில் உள்ள எண், வாக்குச்சாவடித் தலைமை அலுவலரின் குறிப்பேட்டில் உள்ள எண்ணுடன் ஒத்துப்போகிறது. 17சி படிவத்தில் ஓர் இலக்கம் மட்டும் தவறாக எழுதப்பட்டிருந்தது. முகவர்கள் இரண்டையும் பார்வையிட்டு ஒப்புக்கொண்டு கையெழுத்திட்டனர். — கே. திருமலை, தேர்தல் நடத்தும் அலுவலர்",
        ),
    ),
    update(
      179,
      p("<strong>Round 7:</strong> Muthuraman 25,903; Vasanthi 23,702. The lead is now 2,201."),
      p("<strong>7ஆவது சுற்று:</strong> முத்துராமன் 25,903; வசந்தி 23,702. முன்னிலை 2,201 வாக்குகள்."),
    ),
    update(
      186,
      p("After seven rounds, NOTA has 516 votes, more than 12 of the 14 minor candidates. Gnanasekaran has 5,354."),
      p("ஏழு சுற்றுகளின் முடிவில் நோட்டாவுக்கு 516 வாக்குகள் கிடைத்துள்ளன; இது சிறிய வேட்பாளர்கள் 14 பேரில் 12 பேர் பெற்றதைவிட அதிகம். ஞானசேகரன் 5,354 வாக்குகள் பெற்றுள்ளார்."),
    ),
    update(
      194,
      p("<strong>Round 8:</strong> Muthuraman leads by 2,713. Muthuraman 29,601; Vasanthi 26,888; Gnanasekaran 6,082."),
      p("<strong>8ஆவது சுற்று:</strong> முத்துராமன் 2,713 வாக்குகள் முன்னிலை. முத்துராமன் 29,601; வசந்தி 26,888; ஞானசேகரன் 6,082."),
    ),
    update(
      203,
      p(
        "The independent P. Gnanasekaran is polling close to one vote in ten, more than most observers expected. His campaign centred on the price of mangoes and coconuts and on water for the tanks fed by the Western Ghats streams.",
      ),
      p(
        "சுயேச்சை வேட்பாளர் பி. ஞானசேகரன் ஏறக்குறைய பத்தில் ஒரு வாக்கைப் பெற்று வருகிறார்; இது பெரும்பாலான பார்வையாளர்களின் எதிர்பார்ப்பைவிட அதிகம். மா, தேங்காய் விலை, மேற்குத் தொடர்ச்சி மலை ஓடைகளிலிருந்து கண்மாய்களுக்குத் தண்ணீர் ஆகியவற்றை முன்வைத்து அவர் பிரசாரம் செய்தார்.",
      ),
    ),
    update(
      213,
      p("<strong>Round 9:</strong> Muthuraman 33,395; Vasanthi 29,875. Lead: 3,520."),
      p("<strong>9ஆவது சுற்று:</strong> முத்துராமன் 33,395; வசந்தி 29,875. முன்னிலை: 3,520."),
    ),
    update(
      228,
      p(
        "<strong>Round 10:</strong> The rural booths of Sethur and Mugavoor push Muthuraman's lead to 4,585. Muthuraman 37,377; Vasanthi 32,792; Gnanasekaran 7,588.",
      ),
      p(
        "<strong>10ஆவது சுற்று:</strong> சேத்தூர், முகவூர் கிராமப்புற வாக்குச்சாவடிகளின் வாக்குகளால் முத்துராமனின் முன்னிலை 4,585 ஆக உயர்ந்தது. முத்துராமன் 37,377; வசந்தி 32,792; ஞானசேகரன் 7,588.",
      ),
    ),
    update(
      238,
      p("Halfway through the count, what we know:") +
        list(
          "Muthuraman has won eight of the 10 rounds counted so far.",
          "Vasanthi's lead from the town rounds and the postal ballots was wiped out in round 5.",
          "Gnanasekaran is a distant but steady third.",
          "There are 12 rounds left, most of them from rural polling stations.",
        ),
      p("பாதி எண்ணிக்கை முடிந்த நிலையில் இதுவரை:") +
        list(
          "இதுவரை எண்ணப்பட்ட 10 சுற்றுகளில் எட்டில் முத்துராமன் கூடுதல் வாக்குகள் பெற்றுள்ளார்.",
          "நகரச் சுற்றுகளிலும் தபால் வாக்குகளிலும் வசந்தி பெற்ற முன்னிலை 5ஆவது சுற்றில் முடிவுக்கு வந்தது.",
          "ஞானசேகரன் தொடர்ந்து மூன்றாம் இடத்தில் உள்ளார்.",
          "இன்னும் 12 சுற்றுகள் உள்ளன; அவற்றில் பெரும்பாலானவை கிராமப்புற வாக்குச்சாவடிகள்.",
        ),
      { title: { en: "Halfway: where the count stands", ta: "பாதி எண்ணிக்கை: தற்போதைய நிலவரம்" } },
    ),
    update(
      247,
      p("<strong>Round 11:</strong> Muthuraman's lead is 5,510. Muthuraman 41,250; Vasanthi 35,740."),
      p("<strong>11ஆவது சுற்று:</strong> முத்துராமனின் முன்னிலை 5,510. முத்துராமன் 41,250; வசந்தி 35,740."),
    ),
    update(
      260,
      p("<strong>Round 12:</strong> Muthuraman 44,951; Vasanthi 38,718; Gnanasekaran 9,072. The gap stands at 6,233."),
      p("<strong>12ஆவது சுற்று:</strong> முத்துராமன் 44,951; வசந்தி 38,718; ஞானசேகரன் 9,072. வித்தியாசம் 6,233."),
    ),
    update(
      268,
      p(
        "Sweets are being distributed at the ruling alliance's office near the Rajapalayam bus stand. The district police have told both camps that processions and crackers near the counting centre will not be allowed until the result is declared.",
      ),
      p(
        "ராஜபாளையம் பேருந்து நிலையம் அருகே உள்ள ஆளும் கூட்டணி அலுவலகத்தில் இனிப்புகள் வழங்கப்படுகின்றன. முடிவு அறிவிக்கப்படும் வரை வாக்கு எண்ணிக்கை மையம் அருகே ஊர்வலங்களுக்கும் பட்டாசு வெடிப்பதற்கும் அனுமதி இல்லை என இரு தரப்பினருக்கும் மாவட்டக் காவல்துறை தெரிவித்துள்ளது.",
      ),
    ),
    update(
      279,
      p("<strong>Round 13:</strong> Muthuraman wins his biggest round yet, by 1,163 votes, and leads by 7,396. Muthuraman 48,991; Vasanthi 41,595."),
      p(
        "<strong>13ஆவது சுற்று:</strong> இதுவரை இல்லாத அளவாக இந்தச் சுற்றில் முத்துராமன் 1,163 வாக்குகள் கூடுதலாகப் பெற்று, 7,396 வாக்குகள் முன்னிலையில் உள்ளார். முத்துராமன் 48,991; வசந்தி 41,595.",
      ),
    ),
    update(
      286,
      p(
        "In Muthuraman's home village of Sethur, women have drawn kolams outside his house and relatives are handing out sweets to passers-by, our correspondent reports.",
      ),
      p("முத்துராமனின் சொந்த ஊரான சேத்தூரில் அவரது வீட்டு வாசலில் பெண்கள் கோலமிட்டுள்ளனர்; வழியில் செல்வோருக்கு உறவினர்கள் இனிப்பு வழங்கி வருவதாக எங்கள் செய்தியாளர் தெரிவிக்கிறார்."),
    ),
    update(
      292,
      p("<strong>Round 14:</strong> Muthuraman 52,936; Vasanthi 44,556; Gnanasekaran 10,534. Lead: 8,380."),
      p("<strong>14ஆவது சுற்று:</strong> முத்துராமன் 52,936; வசந்தி 44,556; ஞானசேகரன் 10,534. முன்னிலை: 8,380."),
    ),
    update(
      299,
      p(
        "The Election Commission's results website is running about two rounds behind the count in the hall, officials say, because each round's figures are uploaded only after the observer signs the result sheet.",
      ),
      p(
        "ஒவ்வொரு சுற்றின் முடிவுத் தாளிலும் பார்வையாளர் கையெழுத்திட்ட பிறகே விவரங்கள் பதிவேற்றப்படுவதால், தேர்தல் ஆணைய இணையதளத்தில் உள்ள நிலவரம் வாக்கு எண்ணும் அறையைவிட சுமார் இரண்டு சுற்றுகள் பின்தங்கியுள்ளதாக அலுவலர்கள் தெரிவித்தனர்.",
      ),
    ),
    update(
      307,
      p("<strong>Round 15:</strong> Muthuraman leads by 9,197. Muthuraman 56,834; Vasanthi 47,637."),
      p("<strong>15ஆவது சுற்று:</strong> முத்துராமன் 9,197 வாக்குகள் முன்னிலை. முத்துராமன் 56,834; வசந்தி 47,637."),
    ),
    update(
      318,
      p(
        'The opposition alliance\'s district secretary, R. Karuppasamy, said the party would study the booth-wise figures before commenting. "The people have spoken and we respect that," he said, but added that the ruling side had used "the full weight of the government" in the campaign.',
      ),
      p(
        'வாக்குச்சாவடிவாரியான விவரங்களை ஆய்வு செய்த பிறகே கருத்து தெரிவிப்போம் என எதிர்க்கட்சிக் கூட்டணியின் மாவட்டச் செயலாளர் ஆர். கருப்பசாமி தெரிவித்தார். "மக்கள் தீர்ப்பளித்துள்ளனர்; அதை மதிக்கிறோம்" என்ற அவர், ஆளும் தரப்பு பிரசாரத்தில் "அரசு இயந்திரத்தை முழுமையாகப் பயன்படுத்தியது" என்றும் குற்றம்சாட்டினார்.',
      ),
    ),
    update(
      324,
      p("<strong>Round 16:</strong> Muthuraman 60,617; Vasanthi 50,770; Gnanasekaran 12,077. Lead: 9,847."),
      p("<strong>16ஆவது சுற்று:</strong> முத்துராமன் 60,617; வசந்தி 50,770; ஞானசேகரன் 12,077. முன்னிலை: 9,847."),
    ),
    update(
      337,
      p("<strong>Round 17:</strong> The lead crosses 10,000 and stands at 10,961. Muthuraman 64,585; Vasanthi 53,624."),
      p("<strong>17ஆவது சுற்று:</strong> முன்னிலை 10,000-ஐக் கடந்து 10,961 ஆக உள்ளது. முத்துராமன் 64,585; வசந்தி 53,624."),
    ),
    update(
      344,
      p(
        'A. Muthuraman has arrived at the counting centre to cheers from supporters. He declined to speak to reporters until the final round, saying only that he would thank the voters of Rajapalayam "when the count is complete".',
      ),
      p(
        'ஆதரவாளர்களின் ஆரவாரத்துக்கு இடையே ஏ. முத்துராமன் வாக்கு எண்ணிக்கை மையத்துக்கு வந்தார். இறுதிச் சுற்று முடியும் வரை செய்தியாளர்களிடம் பேச மறுத்த அவர், "எண்ணிக்கை முடிந்ததும்" ராஜபாளையம் வாக்காளர்களுக்கு நன்றி தெரிவிப்பதாக மட்டும் கூறினார்.',
      ),
    ),
    update(
      351,
      p("<strong>Round 18:</strong> Muthuraman 68,375; Vasanthi 56,579. Lead: 11,796."),
      p("<strong>18ஆவது சுற்று:</strong> முத்துராமன் 68,375; வசந்தி 56,579. முன்னிலை: 11,796."),
    ),
    update(
      365,
      p(
        "<strong>Round 19:</strong> Muthuraman leads by 12,464 with three rounds left. About 24,000 votes remain, and Vasanthi would have to out-poll him by 12,465 of them to win; she has not won a round since round 2.",
      ),
      p(
        "<strong>19ஆவது சுற்று:</strong> இன்னும் மூன்று சுற்றுகள் உள்ள நிலையில் முத்துராமன் 12,464 வாக்குகள் முன்னிலை. எண்ணப்பட வேண்டிய சுமார் 24,000 வாக்குகளில் முத்துராமனைவிட 12,465 வாக்குகள் கூடுதலாகப் பெற்றால்தான் வசந்தி வெற்றி பெற முடியும்; 2ஆவது சுற்றுக்குப் பிறகு அவர் எந்தச் சுற்றிலும் கூடுதல் வாக்குகள் பெறவில்லை.",
      ),
      { title: { en: "Muthuraman's lead now beyond reach", ta: "எட்ட முடியாத முன்னிலையில் முத்துராமன்" }, keyEvent: true },
    ),
    update(
      377,
      p("S. Vasanthi has left the counting centre. Speaking to reporters, she conceded defeat.") +
        quote("I accept the people's verdict. I will remain in Rajapalayam and keep raising the issues of the weavers and the mango farmers. — S. Vasanthi"),
      p("எஸ். வசந்தி வாக்கு எண்ணிக்கை மையத்திலிருந்து வெளியேறினார். செய்தியாளர்களிடம் பேசிய அவர் தோல்வியை ஒப்புக்கொண்டார்.") +
        quote("மக்களின் தீர்ப்பை ஏற்றுக்கொள்கிறேன். ராஜபாளையத்திலேயே இருந்து நெசவாளர்கள், மா விவசாயிகளின் பிரச்சினைகளைத் தொடர்ந்து எழுப்புவேன். — எஸ். வசந்தி"),
      { title: { en: "Vasanthi concedes", ta: "தோல்வியை ஒப்புக்கொண்டார் வசந்தி" } },
    ),
    update(
      384,
      p("<strong>Round 20:</strong> Muthuraman 75,968; Vasanthi 62,637; Gnanasekaran 15,180. Lead: 13,331."),
      p("<strong>20ஆவது சுற்று:</strong> முத்துராமன் 75,968; வசந்தி 62,637; ஞானசேகரன் 15,180. முன்னிலை: 13,331."),
    ),
    update(
      397,
      p("<strong>Round 21:</strong> Muthuraman 79,960; Vasanthi 65,495. The lead is 14,465 with one round to go."),
      p("<strong>21ஆவது சுற்று:</strong> முத்துராமன் 79,960; வசந்தி 65,495. இன்னும் ஒரு சுற்று உள்ள நிலையில் முன்னிலை 14,465."),
    ),
    update(
      411,
      p(
        "<strong>Round 22, the last:</strong> Muthuraman 83,752; Vasanthi 68,561; Gnanasekaran 16,729. Muthuraman finishes 15,191 votes ahead. The result will be declared after the VVPAT slips of five randomly chosen polling stations are counted.",
      ),
      p(
        "<strong>22ஆவது மற்றும் இறுதிச் சுற்று:</strong> முத்துராமன் 83,752; வசந்தி 68,561; ஞானசேகரன் 16,729. முத்துராமன் 15,191 வாக்குகள் வித்தியாசத்தில் முன்னிலை. குலுக்கல் முறையில் தேர்ந்தெடுக்கப்படும் ஐந்து வாக்குச்சாவடிகளின் ஒப்புகைச் சீட்டுகள் எண்ணப்பட்ட பிறகு முடிவு அறிவிக்கப்படும்.",
      ),
    ),
    update(
      423,
      p(
        "The VVPAT slips of the five polling stations picked by draw, at Sethur, Mugavoor, Cholapuram, Ayyanapuram and Rajapalayam town, have been counted. All five tallies match the machines, the observer said.",
      ),
      p(
        "குலுக்கல் முறையில் தேர்ந்தெடுக்கப்பட்ட சேத்தூர், முகவூர், சோழபுரம், அய்யனாபுரம், ராஜபாளையம் நகரம் ஆகிய ஐந்து வாக்குச்சாவடிகளின் ஒப்புகைச் சீட்டுகள் எண்ணப்பட்டன. ஐந்திலும் இயந்திரங்களின் எண்ணிக்கையுடன் முழுமையாக ஒத்துப்போனதாகப் பார்வையாளர் தெரிவித்தார்.",
      ),
    ),
    update(
      434,
      p("The Returning Officer has declared A. Muthuraman of the ruling alliance elected from Rajapalayam by a margin of 15,191 votes. The final tally:") +
        list(
          "A. Muthuraman (ruling alliance): 83,752 (47.07%)",
          "S. Vasanthi (opposition alliance): 68,561 (38.53%)",
          "P. Gnanasekaran (independent): 16,729 (9.40%)",
          "The 14 other candidates: 7,293",
          "NOTA: 1,596",
        ),
      p("ராஜபாளையம் தொகுதியில் ஆளும் கூட்டணி வேட்பாளர் ஏ. முத்துராமன் 15,191 வாக்குகள் வித்தியாசத்தில் வெற்றி பெற்றதாகத் தேர்தல் நடத்தும் அலுவலர் அறிவித்தார். இறுதி நிலவரம்:") +
        list(
          "ஏ. முத்துராமன் (ஆளும் கூட்டணி): 83,752 (47.07%)",
          "எஸ். வசந்தி (எதிர்க்கட்சிக் கூட்டணி): 68,561 (38.53%)",
          "பி. ஞானசேகரன் (சுயேச்சை): 16,729 (9.40%)",
          "மற்ற 14 வேட்பாளர்கள்: 7,293",
          "நோட்டா: 1,596",
        ),
      { title: { en: "Muthuraman wins Rajapalayam by 15,191 votes", ta: "ராஜபாளையத்தில் முத்துராமன் 15,191 வாக்குகள் வித்தியாசத்தில் வெற்றி" }, keyEvent: true },
    ),
    update(
      443,
      p(
        "Gnanasekaran and the 14 other candidates have lost their deposits, having polled less than one-sixth of the 1,77,931 valid votes. NOTA, with 1,596 votes, finished fourth.",
      ),
      p(
        "செல்லத்தக்க 1,77,931 வாக்குகளில் ஆறில் ஒரு பங்குக்கும் குறைவாகப் பெற்றதால், ஞானசேகரனும் மற்ற 14 வேட்பாளர்களும் டெபாசிட் இழந்தனர். 1,596 வாக்குகளுடன் நோட்டா நான்காம் இடம் பிடித்தது.",
      ),
    ),
    update(
      451,
      p("Muthuraman received the certificate of election from the Returning Officer, K. Thirumalai, and spoke to reporters for the first time.") +
        quote(
          "This is a victory for the people of Rajapalayam, the farmers of Sethur and the mill workers of the town. My first task will be the drinking water scheme for the villages along the foothills. — A. Muthuraman",
        ),
      p("தேர்தல் நடத்தும் அலுவலர் கே. திருமலையிடமிருந்து வெற்றிச் சான்றிதழைப் பெற்ற முத்துராமன், முதல்முறையாகச் செய்தியாளர்களிடம் பேசினார்.") +
        quote("இது ராஜபாளையம் மக்களின், சேத்தூர் விவசாயிகளின், நகரின் ஆலைத் தொழிலாளர்களின் வெற்றி. மலையடிவாரக் கிராமங்களுக்கான குடிநீர்த் திட்டமே என் முதல் பணி. — ஏ. முத்துராமன்"),
      { title: { en: "Certificate handed over", ta: "வெற்றிச் சான்றிதழ் வழங்கப்பட்டது" }, keyEvent: true },
    ),
    update(
      459,
      p(
        "How the vote split: Muthuraman won 20 of the 22 rounds. Vasanthi led only in the postal ballots and in the first two rounds, from Rajapalayam town, where the western wards stayed with her throughout.",
      ),
      p(
        "வாக்குகள் பிரிந்த விதம்: 22 சுற்றுகளில் 20-ல் முத்துராமன் கூடுதல் வாக்குகள் பெற்றார். தபால் வாக்குகளிலும், ராஜபாளையம் நகரப் பகுதிகளை உள்ளடக்கிய முதல் இரண்டு சுற்றுகளிலும் மட்டுமே வசந்தி முன்னிலை பெற்றார்; நகரின் மேற்குப் பகுதி வார்டுகள் இறுதி வரை அவருக்கு ஆதரவாக இருந்தன.",
      ),
    ),
    update(
      468,
      p(
        "The Chief Minister thanked the voters of Rajapalayam in a statement, calling the result \"an endorsement of the government's welfare schemes\", and congratulated Muthuraman and the alliance partners' workers.",
      ),
      p(
        'ராஜபாளையம் வாக்காளர்களுக்கு நன்றி தெரிவித்து முதல்வர் அறிக்கை வெளியிட்டுள்ளார். இந்த முடிவு "அரசின் நலத்திட்டங்களுக்குக் கிடைத்த அங்கீகாரம்" எனக் குறிப்பிட்ட அவர், முத்துராமனுக்கும் கூட்டணிக் கட்சித் தொண்டர்களுக்கும் வாழ்த்துத் தெரிவித்தார்.',
      ),
    ),
    update(
      477,
      p(
        'The Leader of the Opposition said in Chennai that by-elections "usually go the way of the ruling party" and that the opposition\'s vote share of nearly 39 per cent showed it remained a strong force in southern Tamil Nadu.',
      ),
      p(
        'இடைத்தேர்தல்கள் "பொதுவாக ஆளும் கட்சிக்குச் சாதகமாகவே அமையும்" என்றும், ஏறக்குறைய 39 சதவீத வாக்குகள் பெற்றிருப்பது தென் தமிழகத்தில் எதிர்க்கட்சி இன்னும் வலுவான சக்தியாக இருப்பதைக் காட்டுகிறது என்றும் சென்னையில் எதிர்க்கட்சித் தலைவர் தெரிவித்தார்.',
      ),
    ),
    update(
      486,
      p(
        'Gnanasekaran, the independent, said the 16,729 votes he received were "a message from the farmers that no party can ignore". He said the farmers\' associations would decide on contesting the local body elections at a meeting in Srivilliputhur next week.',
      ),
      p(
        'தமக்குக் கிடைத்த 16,729 வாக்குகள் "எந்தக் கட்சியும் புறக்கணிக்க முடியாத விவசாயிகளின் செய்தி" எனச் சுயேச்சை வேட்பாளர் ஞானசேகரன் தெரிவித்தார். உள்ளாட்சித் தேர்தலில் போட்டியிடுவது குறித்து அடுத்த வாரம் ஸ்ரீவில்லிபுத்தூரில் நடைபெறும் கூட்டத்தில் விவசாயிகள் சங்கங்கள் முடிவு செய்யும் என்றும் அவர் கூறினார்.',
      ),
    ),
    update(
      495,
      p(
        "Muthuraman has left for Rajapalayam in an open jeep. Police have allowed a procession only from the Gandhi statue to the party office, and asked supporters not to burst crackers near hospitals and schools.",
      ),
      p(
        "திறந்த ஜீப்பில் முத்துராமன் ராஜபாளையம் புறப்பட்டார். காந்தி சிலையிலிருந்து கட்சி அலுவலகம் வரை மட்டுமே ஊர்வலத்துக்குக் காவல்துறை அனுமதி அளித்துள்ளது. மருத்துவமனைகள், பள்ளிகள் அருகே பட்டாசு வெடிக்க வேண்டாம் என ஆதரவாளர்கள் கேட்டுக்கொள்ளப்பட்டுள்ளனர்.",
      ),
    ),
    update(
      504,
      p("Muthuraman, 54, a former panchayat union chairman from Sethur who ran a mango trading business before entering politics, will be a first-time MLA."),
      p("அரசியலுக்கு வருவதற்கு முன் மாம்பழ வியாபாரம் செய்து வந்த, சேத்தூரைச் சேர்ந்த முன்னாள் ஊராட்சி ஒன்றியத் தலைவர் முத்துராமன் (54), முதல்முறையாகச் சட்டப்பேரவை உறுப்பினராகிறார்."),
    ),
    update(
      513,
      p(
        "Muthuraman's procession has reached the Gandhi statue, where several thousand supporters are waiting. He garlanded the statue and thanked the crowd before moving on to the party office.",
      ),
      p(
        "முத்துராமனின் ஊர்வலம் காந்தி சிலையை அடைந்தது; அங்கு ஆயிரக்கணக்கான ஆதரவாளர்கள் காத்திருந்தனர். சிலைக்கு மாலை அணிவித்து மக்களுக்கு நன்றி தெரிவித்த அவர், பின்னர் கட்சி அலுவலகம் நோக்கிச் சென்றார்.",
      ),
    ),
    update(
      522,
      p(
        "Speaking at the party office, Muthuraman listed his priorities: the Thamirabarani combined drinking water scheme for 48 villages, a procurement centre for mangoes in Sethur, and the long-pending ring road around Rajapalayam town.",
      ),
      p(
        "கட்சி அலுவலகத்தில் பேசிய முத்துராமன் தமது முன்னுரிமைப் பணிகளைப் பட்டியலிட்டார்: 48 கிராமங்களுக்கான தாமிரபரணி கூட்டுக் குடிநீர்த் திட்டம், சேத்தூரில் மாம்பழக் கொள்முதல் நிலையம், நீண்ட நாள் கோரிக்கையான ராஜபாளையம் நகரச் சுற்றுச்சாலை.",
      ),
    ),
    update(
      531,
      p(
        "The Speaker's office said Muthuraman would be sworn in as a member of the Legislative Assembly in the Speaker's chamber at the Secretariat in the coming days. With the result, the ruling alliance keeps the seat it held in the 234-member House.",
      ),
      p(
        "தலைமைச் செயலகத்தில் உள்ள பேரவைத் தலைவர் அறையில் முத்துராமன் விரைவில் சட்டப்பேரவை உறுப்பினராகப் பதவியேற்பார் எனப் பேரவைத் தலைவர் அலுவலகம் தெரிவித்துள்ளது. இந்த வெற்றியின் மூலம், 234 உறுப்பினர்களைக் கொண்ட பேரவையில் இந்தத் தொகுதியை ஆளும் கூட்டணி தக்கவைத்துக்கொண்டுள்ளது.",
      ),
    ),
    update(
      538,
      p("The count is over. We will keep this page open for reactions from Rajapalayam and for the booth-wise analysis as it comes in."),
      p("வாக்கு எண்ணிக்கை நிறைவடைந்தது. ராஜபாளையத்திலிருந்து வரும் கருத்துகளையும் வாக்குச்சாவடிவாரியான ஆய்வையும் இந்தப் பக்கத்தில் தொடர்ந்து வழங்குவோம்."),
    ),
  ],
};

const CYCLONE_MURASU: SeedLiveStory = {
  slug: "cyclone-murasu-landfall-nagapattinam-live",
  scope: "city",
  citySlug: "nagapattinam",
  categorySlug: "breaking",
  authorSlug: "a-mohamed-ismail",
  tagSlugs: ["cyclone", "fishermen", "power-cut", "rain"],
  startedMinutesAgo: 712,
  ended: false,
  en: {
    title: "Cyclone Murasu live: severe cyclonic storm crosses coast near Nagapattinam; two dead, thousands of trees down",
    summary:
      "IMD bulletins, the evacuation of coastal hamlets, the landfall near Nagapattinam and the work of restoring power and clearing roads across the delta, as it happens.",
    metaDescription:
      "Cyclone Murasu live: landfall near Nagapattinam, wind speeds, IMD bulletins, evacuation, fishermen's warning, damage and power restoration.",
    bodyHtml: p(
      "Severe cyclonic storm Murasu has crossed the Tamil Nadu coast near Nagapattinam, between Karaikal and Vedaranyam, bringing winds of up to 110 kmph and very heavy rain to the Cauvery delta. Nagapattinam, Tiruvarur, Mayiladuthurai and Karaikal bore the brunt.",
      "More than 38,000 people were moved from coastal villages to relief centres before the landfall. This page follows the storm from the first India Meteorological Department bulletin to the clearing of roads and the restoration of power.",
    ),
  },
  ta: {
    title: "முரசு புயல் நேரலை: நாகப்பட்டினம் அருகே கரையைக் கடந்த தீவிரப் புயல்; இருவர் உயிரிழப்பு, ஆயிரக்கணக்கான மரங்கள் சாய்ந்தன",
    summary:
      "இந்திய வானிலை ஆய்வு மையத்தின் அறிவிப்புகள், கடலோரக் கிராம மக்களின் வெளியேற்றம், நாகப்பட்டினம் அருகே புயல் கரையைக் கடந்தது, டெல்டா முழுவதும் மின் விநியோகச் சீரமைப்பு, சாலைகளைச் சீரமைக்கும் பணிகள் — உடனுக்குடன்.",
    metaDescription: "முரசு புயல் நேரலை: நாகப்பட்டினம் அருகே கரையைக் கடந்தது, காற்றின் வேகம், வானிலை அறிவிப்புகள், மீனவர்களுக்கு எச்சரிக்கை, சேத விவரம்.",
    bodyHtml: p(
      "தீவிரப் புயலான முரசு, காரைக்கால் – வேதாரண்யம் இடையே நாகப்பட்டினம் அருகே கரையைக் கடந்தது. மணிக்கு 110 கி.மீ. வரை வீசிய சூறைக்காற்றும் மிக கனமழையும் காவிரி டெல்டாவைப் புரட்டிப் போட்டன. நாகப்பட்டினம், திருவாரூர், மயிலாடுதுறை, காரைக்கால் பகுதிகள் கடுமையாகப் பாதிக்கப்பட்டன.",
      "புயல் கரையைக் கடப்பதற்கு முன் கடலோரக் கிராமங்களிலிருந்து 38,000-க்கும் மேற்பட்டோர் நிவாரண மையங்களுக்கு அழைத்துச் செல்லப்பட்டனர். இந்திய வானிலை ஆய்வு மையத்தின் முதல் அறிவிப்பு முதல் சாலைகளைச் சீரமைத்து மின் விநியோகத்தை மீட்டெடுக்கும் பணிகள் வரை இந்தப் பக்கத்தில் தொடர்ந்து வழங்குகிறோம்.",
    ),
  },
  updates: [
    update(
      0,
      p(
        "The India Meteorological Department's latest bulletin places severe cyclonic storm Murasu over the southwest Bay of Bengal, about 160 km east-northeast of Nagapattinam. It is moving west at 14 kmph and is expected to cross the coast between Karaikal and Vedaranyam, close to Nagapattinam, in the next 10 to 12 hours, with winds of 90 to 100 kmph gusting to 110 kmph.",
      ),
      p(
        "தென்மேற்கு வங்கக் கடலில் நாகப்பட்டினத்துக்குக் கிழக்கு – வடகிழக்கே சுமார் 160 கி.மீ. தொலைவில் தீவிரப் புயல் முரசு நிலைகொண்டுள்ளதாக இந்திய வானிலை ஆய்வு மையத்தின் சமீபத்திய அறிவிப்பு தெரிவிக்கிறது. மணிக்கு 14 கி.மீ. வேகத்தில் மேற்கு நோக்கி நகரும் புயல், அடுத்த 10 முதல் 12 மணி நேரத்தில் காரைக்கால் – வேதாரண்யம் இடையே நாகப்பட்டினம் அருகே கரையைக் கடக்கும். அப்போது மணிக்கு 90 முதல் 100 கி.மீ. வேகத்திலும், இடையிடையே 110 கி.மீ. வேகத்திலும் காற்று வீசும்.",
      ),
      { title: { en: "Murasu 160 km from Nagapattinam", ta: "நாகப்பட்டினத்திலிருந்து 160 கி.மீ. தொலைவில் முரசு புயல்" } },
    ),
    update(
      14,
      p(
        "A red alert is in force for Nagapattinam, Tiruvarur, Mayiladuthurai and Karaikal, where extremely heavy rain of more than 21 cm is likely at isolated places. Thanjavur, Cuddalore and Pudukkottai are on orange alert.",
      ),
      p(
        "நாகப்பட்டினம், திருவாரூர், மயிலாடுதுறை, காரைக்கால் பகுதிகளுக்குச் சிவப்பு எச்சரிக்கை விடுக்கப்பட்டுள்ளது. இங்கு ஓரிரு இடங்களில் 21 செ.மீ.-க்கும் மேல் அதி கனமழை பெய்யக்கூடும். தஞ்சாவூர், கடலூர், புதுக்கோட்டை மாவட்டங்களுக்கு ஆரஞ்சு எச்சரிக்கை விடுக்கப்பட்டுள்ளது.",
      ),
    ),
    update(
      26,
      p("Helplines and what to do:") +
        list(
          "District control rooms: <strong>1077</strong>; State Emergency Operation Centre: <strong>1070</strong>",
          "Police, fire and ambulance: <strong>112</strong>",
          "Power supply complaints: <strong>94987 94987</strong>",
          "Stay indoors until the district administration says it is safe; the calm of the eye does not mean the storm has passed.",
          "Keep torches, medicines, drinking water and documents in one bag; charge your phones now.",
        ),
      p("அவசர உதவி எண்களும் செய்ய வேண்டியவையும்:") +
        list(
          "மாவட்டக் கட்டுப்பாட்டு அறைகள்: <strong>1077</strong>; மாநில அவசரகால செயல்பாட்டு மையம்: <strong>1070</strong>",
          "காவல், தீயணைப்பு, ஆம்புலன்ஸ்: <strong>112</strong>",
          "மின் விநியோகப் புகார்கள்: <strong>94987 94987</strong>",
          "பாதுகாப்பானது என மாவட்ட நிர்வாகம் அறிவிக்கும் வரை வீட்டுக்குள்ளேயே இருங்கள்; புயலின் கண் பகுதி கடக்கும்போது நிலவும் அமைதி, புயல் ஓய்ந்துவிட்டதாகப் பொருள் அல்ல.",
          "டார்ச், மருந்துகள், குடிநீர், ஆவணங்களை ஒரே பையில் வைத்திருங்கள்; கைப்பேசிகளை இப்போதே சார்ஜ் செய்துகொள்ளுங்கள்.",
        ),
      { title: { en: "Helplines and safety advice", ta: "அவசர உதவி எண்கள், பாதுகாப்பு அறிவுரைகள்" }, pinned: true },
    ),
    update(
      39,
      p(
        "Great danger signal number 10 has been hoisted at Nagapattinam and Karaikal ports, meaning the storm is expected to cross over or close to them. Cuddalore and Puducherry ports have hoisted signal number 9.",
      ),
      p(
        "நாகப்பட்டினம், காரைக்கால் துறைமுகங்களில் 10ஆம் எண் பெரும் அபாய எச்சரிக்கைக் கூண்டு ஏற்றப்பட்டுள்ளது; புயல் இந்தத் துறைமுகங்களின் மீதோ அருகிலோ கரையைக் கடக்கும் என்பதை இது குறிக்கிறது. கடலூர், புதுச்சேரி துறைமுகங்களில் 9ஆம் எண் எச்சரிக்கைக் கூண்டு ஏற்றப்பட்டுள்ளது.",
      ),
    ),
    update(
      52,
      p(
        "Fishermen from Nagapattinam to Kodiyakkarai have been told not to venture into the sea for the next three days. About 8,000 boats are anchored at Akkaraipettai, Nagore and Vedaranyam. The Coast Guard says all 48 mechanised boats that were at sea have reached harbour.",
      ),
      p(
        "நாகப்பட்டினம் முதல் கோடியக்கரை வரையிலான மீனவர்கள் அடுத்த மூன்று நாள்களுக்குக் கடலுக்குச் செல்ல வேண்டாம் என அறிவுறுத்தப்பட்டுள்ளனர். அக்கரைப்பேட்டை, நாகூர், வேதாரண்யம் பகுதிகளில் சுமார் 8,000 படகுகள் நிறுத்தி வைக்கப்பட்டுள்ளன. கடலில் இருந்த 48 விசைப்படகுகளும் கரை திரும்பிவிட்டதாகக் கடலோரக் காவல் படை தெரிவித்துள்ளது.",
      ),
    ),
    update(
      67,
      p(
        "More than 38,000 people from low-lying coastal hamlets have been moved to 226 relief centres and cyclone shelters in Nagapattinam district, Collector N. Sivaraman said. The largest evacuations were at Akkaraipettai, Keechankuppam, Velankanni and Kodiyakkarai.",
      ),
      p(
        "நாகப்பட்டினம் மாவட்டத்தில் தாழ்வான கடலோரக் கிராமங்களைச் சேர்ந்த 38,000-க்கும் மேற்பட்டோர் 226 நிவாரண மையங்கள் மற்றும் புயல் பாதுகாப்பு மையங்களுக்கு அழைத்துச் செல்லப்பட்டுள்ளதாக மாவட்ட ஆட்சியர் என். சிவராமன் தெரிவித்தார். அக்கரைப்பேட்டை, கீச்சாங்குப்பம், வேளாங்கண்ணி, கோடியக்கரை பகுதிகளில் இருந்தே அதிகமானோர் வெளியேற்றப்பட்டனர்.",
      ),
      { keyEvent: true },
    ),
    update(
      83,
      p(
        "Six teams of the National Disaster Response Force and eight of the State Disaster Response Force are stationed in Nagapattinam, Tiruvarur and Mayiladuthurai, along with 1,400 Fire and Rescue Services personnel. Two Coast Guard ships are standing by off Karaikal.",
      ),
      p(
        "நாகப்பட்டினம், திருவாரூர், மயிலாடுதுறை மாவட்டங்களில் தேசியப் பேரிடர் மீட்புப் படையின் 6 குழுக்களும், மாநிலப் பேரிடர் மீட்புப் படையின் 8 குழுக்களும், 1,400 தீயணைப்பு மற்றும் மீட்புப் பணியாளர்களும் தயார் நிலையில் உள்ளனர். காரைக்கால் கடல் பகுதியில் கடலோரக் காவல் படையின் இரண்டு கப்பல்கள் நிறுத்தப்பட்டுள்ளன.",
      ),
    ),
    update(
      98,
      p(
        "Schools and colleges in Nagapattinam, Tiruvarur, Mayiladuthurai, Thanjavur, Cuddalore and Karaikal are closed today and tomorrow. University examinations in these districts have been postponed.",
      ),
      p(
        "நாகப்பட்டினம், திருவாரூர், மயிலாடுதுறை, தஞ்சாவூர், கடலூர், காரைக்கால் பகுதிகளில் உள்ள பள்ளிகள், கல்லூரிகளுக்கு இன்றும் நாளையும் விடுமுறை. இந்த மாவட்டங்களில் நடைபெறவிருந்த பல்கலைக்கழகத் தேர்வுகள் ஒத்திவைக்கப்பட்டுள்ளன.",
      ),
    ),
    update(
      114,
      p(
        "Government buses on the East Coast Road between Nagapattinam and Vedaranyam have been suspended. Southern Railway has cancelled the trains to Velankanni and Karaikal, and the basilica at Velankanni has closed to pilgrims; about 1,200 pilgrims staying in lodges near the beach have been moved inland.",
      ),
      p(
        "கிழக்குக் கடற்கரைச் சாலையில் நாகப்பட்டினம் – வேதாரண்யம் இடையே அரசுப் பேருந்துகளின் இயக்கம் நிறுத்தப்பட்டுள்ளது. வேளாங்கண்ணி, காரைக்காலுக்குச் செல்லும் ரயில்களைத் தெற்கு ரயில்வே ரத்து செய்துள்ளது. வேளாங்கண்ணி பேராலயத்தில் பக்தர்களுக்கு அனுமதி இல்லை; கடற்கரை அருகே விடுதிகளில் தங்கியிருந்த சுமார் 1,200 பக்தர்கள் உள்பகுதிகளுக்கு அழைத்துச் செல்லப்பட்டனர்.",
      ),
    ),
    update(
      141,
      p(
        "Latest IMD bulletin: Murasu is now 110 km east-northeast of Nagapattinam and has sped up slightly, to 15 kmph. Its intensity is unchanged. Squally winds of 50 to 60 kmph are already being felt along the coast.",
      ),
      p(
        "வானிலை ஆய்வு மையத்தின் சமீபத்திய அறிவிப்பு: முரசு புயல் தற்போது நாகப்பட்டினத்துக்குக் கிழக்கு – வடகிழக்கே 110 கி.மீ. தொலைவில் உள்ளது; அதன் நகர்வு வேகம் மணிக்கு 15 கி.மீ.-ஆகச் சற்று அதிகரித்துள்ளது. புயலின் தீவிரத்தில் மாற்றம் இல்லை. கடலோரப் பகுதிகளில் ஏற்கெனவே மணிக்கு 50 முதல் 60 கி.மீ. வேகத்தில் பலத்த காற்று வீசுகிறது.",
      ),
    ),
    update(
      163,
      p(
        "Waves of up to three metres are lashing the shore at Nagapattinam's Nambiyar Nagar, and sea water has entered the first row of houses, which were emptied earlier. Police have sealed the beach road.",
      ),
      p(
        "நாகப்பட்டினம் நம்பியார் நகரில் மூன்று மீட்டர் உயரம் வரை அலைகள் எழுகின்றன. ஏற்கெனவே காலி செய்யப்பட்ட கடற்கரையோர முதல் வரிசை வீடுகளுக்குள் கடல்நீர் புகுந்துள்ளது. கடற்கரைச் சாலையைக் காவல்துறையினர் மூடியுள்ளனர்.",
      ),
    ),
    update(
      184,
      p(
        "Power supply to the coastal villages of Nagapattinam and Karaikal has been switched off as a precaution. The power distribution corporation has stationed 1,200 workers and stocked 4,000 poles and 300 transformers in the delta to restore supply after the storm.",
      ),
      p(
        "நாகப்பட்டினம், காரைக்கால் கடலோரக் கிராமங்களுக்கு முன்னெச்சரிக்கையாக மின் விநியோகம் நிறுத்தப்பட்டுள்ளது. புயலுக்குப் பிறகு மின் விநியோகத்தைச் சீரமைக்க டெல்டா பகுதியில் 1,200 பணியாளர்களையும், 4,000 மின்கம்பங்களையும், 300 மின்மாற்றிகளையும் மின் பகிர்மானக் கழகம் தயார் நிலையில் வைத்துள்ளது.",
      ),
    ),
    update(
      221,
      p(
        "Rainfall in the past six hours: Vedaranyam 14 cm, Karaikal 12 cm, Nagapattinam 11 cm, Thiruthuraipoondi 9 cm. Water has begun to stagnate on the Nagapattinam–Nagore road.",
      ),
      p(
        "கடந்த ஆறு மணி நேரத்தில் பதிவான மழை: வேதாரண்யம் 14 செ.மீ., காரைக்கால் 12 செ.மீ., நாகப்பட்டினம் 11 செ.மீ., திருத்துறைப்பூண்டி 9 செ.மீ. நாகப்பட்டினம் – நாகூர் சாலையில் தண்ணீர் தேங்கத் தொடங்கியுள்ளது.",
      ),
    ),
    update(
      252,
      p(
        "Delta farmers are anxious about the samba paddy crop, now at the tillering stage across about 1.6 lakh hectares. The Agriculture Department has asked farmers to open field outlets so that rainwater drains quickly and to hold off applying fertiliser until the rain stops.",
      ),
      p(
        "சுமார் 1.6 லட்சம் ஹெக்டேரில் தூர் கட்டும் பருவத்தில் உள்ள சம்பா நெற்பயிர் குறித்து டெல்டா விவசாயிகள் கவலையில் உள்ளனர். மழைநீர் விரைவாக வடியும் வகையில் வயல்களில் வடிகால் மடைகளைத் திறந்து வைக்குமாறும், மழை நிற்கும் வரை உரமிடுவதைத் தள்ளிவைக்குமாறும் வேளாண் துறை அறிவுறுத்தியுள்ளது.",
      ),
    ),
    update(
      309,
      p(
        "The outer bands of Murasu are over the coast, the IMD says, and the landfall process is expected to begin in about two hours. The storm is 45 km east of Nagapattinam.",
      ),
      p(
        "முரசு புயலின் வெளிப்புற மேகக் கூட்டங்கள் கரையைத் தொட்டுவிட்டதாகவும், சுமார் இரண்டு மணி நேரத்தில் புயல் கரையைக் கடக்கும் நிகழ்வு தொடங்கும் என்றும் வானிலை ஆய்வு மையம் தெரிவித்துள்ளது. புயல் நாகப்பட்டினத்துக்குக் கிழக்கே 45 கி.மீ. தொலைவில் உள்ளது.",
      ),
    ),
    update(
      346,
      p(
        "The wind has picked up sharply in Nagapattinam town, with gusts of about 80 kmph. Our correspondent reports tin sheets flying off roofs near the new bus stand. Power is now off across the district.",
      ),
      p(
        "நாகப்பட்டினம் நகரில் காற்றின் வேகம் திடீரென அதிகரித்து, மணிக்கு சுமார் 80 கி.மீ. வேகத்தில் வீசுகிறது. புதிய பேருந்து நிலையம் அருகே கூரைத் தகடுகள் பறப்பதாக எங்கள் செய்தியாளர் தெரிவிக்கிறார். மாவட்டம் முழுவதும் மின் விநியோகம் நிறுத்தப்பட்டுள்ளது.",
      ),
    ),
    update(
      384,
      p(
        "The landfall process has begun. The forward sector of the storm's wall cloud is moving over the coast between Karaikal and Vedaranyam, the IMD says, and the process will take about three hours to complete.",
      ),
      p(
        "புயல் கரையைக் கடக்கும் நிகழ்வு தொடங்கியது. புயலின் முன்பகுதி காரைக்கால் – வேதாரண்யம் இடையே கரையைக் கடந்து வருவதாகவும், முழுமையாகக் கடக்க சுமார் மூன்று மணி நேரம் ஆகும் என்றும் வானிலை ஆய்வு மையம் தெரிவித்துள்ளது.",
      ),
      { title: { en: "Landfall process begins", ta: "கரையைக் கடக்கத் தொடங்கியது புயல்" }, keyEvent: true },
    ),
    update(
      423,
      p(
        "The automatic weather station at Karaikal has recorded a gust of 104 kmph, the strongest so far. Nagapattinam recorded 96 kmph. The rain is torrential, and visibility on the roads is close to zero.",
      ),
      p(
        "காரைக்கால் தானியங்கி வானிலை நிலையத்தில் மணிக்கு 104 கி.மீ. வேகத்தில் காற்று வீசியது பதிவாகியுள்ளது; இதுவே இதுவரையிலான அதிகபட்சம். நாகப்பட்டினத்தில் 96 கி.மீ. வேகம் பதிவானது. பலத்த மழையால் சாலைகளில் எதையும் பார்க்க முடியாத நிலை உள்ளது.",
      ),
    ),
    update(
      446,
      p(
        "The eye of the storm is over the coast near Nagapattinam, and residents report an eerie lull. The district administration warns that the winds will return from the opposite direction within the hour; people must stay indoors.",
      ),
      p(
        "புயலின் கண் பகுதி நாகப்பட்டினம் அருகே கரையின் மீது உள்ளது; திடீரென அமைதி நிலவுவதாக மக்கள் தெரிவிக்கின்றனர். ஒரு மணி நேரத்துக்குள் எதிர்த் திசையிலிருந்து மீண்டும் பலத்த காற்று வீசும் என்பதால் யாரும் வெளியே வர வேண்டாம் என மாவட்ட நிர்வாகம் எச்சரித்துள்ளது.",
      ),
    ),
    update(
      474,
      p(
        "Murasu has completely crossed the coast near Nagapattinam, between Karaikal and Vedaranyam, as a severe cyclonic storm with a maximum sustained wind speed of 90 to 100 kmph gusting to 110 kmph, the IMD has announced.",
      ),
      p(
        "மணிக்கு 90 முதல் 100 கி.மீ. வேகத்திலும், இடையிடையே 110 கி.மீ. வேகத்திலும் வீசிய காற்றுடன், தீவிரப் புயலாக முரசு காரைக்கால் – வேதாரண்யம் இடையே நாகப்பட்டினம் அருகே முழுமையாகக் கரையைக் கடந்தது என இந்திய வானிலை ஆய்வு மையம் அறிவித்துள்ளது.",
      ),
      { title: { en: "Murasu crosses the coast near Nagapattinam", ta: "நாகப்பட்டினம் அருகே கரையைக் கடந்தது முரசு புயல்" }, keyEvent: true },
    ),
    update(
      497,
      p(
        "Over land, Murasu has weakened into a cyclonic storm and is moving west towards Tiruvarur and Thanjavur. It will weaken further into a deep depression over the next six hours, but heavy rain will continue over the interior delta districts.",
      ),
      p(
        "நிலப்பகுதிக்கு வந்த முரசு, புயலாக வலுவிழந்து திருவாரூர், தஞ்சாவூர் நோக்கி மேற்கே நகர்ந்து வருகிறது. அடுத்த ஆறு மணி நேரத்தில் மேலும் வலுவிழந்து ஆழ்ந்த காற்றழுத்தத் தாழ்வு மண்டலமாக மாறும். எனினும் டெல்டாவின் உள் மாவட்டங்களில் கனமழை தொடரும்.",
      ),
    ),
    update(
      528,
      p(
        "First reports of damage are coming in: uprooted trees and snapped electric poles block the Nagapattinam–Tiruvarur and Nagapattinam–Vedaranyam roads, and thatched houses have lost their roofs in Kilvelur and Thirukkuvalai. Fire and Rescue Services teams are clearing the roads with power saws.",
      ),
      p(
        "சேத விவரங்கள் வரத் தொடங்கியுள்ளன: வேரோடு சாய்ந்த மரங்களும் உடைந்த மின்கம்பங்களும் நாகப்பட்டினம் – திருவாரூர், நாகப்பட்டினம் – வேதாரண்யம் சாலைகளை அடைத்துள்ளன. கீழ்வேளூர், திருக்குவளை பகுதிகளில் கூரை வீடுகளின் கூரைகள் பிய்த்தெறியப்பட்டுள்ளன. தீயணைப்புத் துறையினர் இயந்திர ரம்பங்கள் மூலம் மரங்களை வெட்டி அகற்றி வருகின்றனர்.",
      ),
    ),
    update(
      566,
      p("Collector N. Sivaraman has given the first count of the damage in Nagapattinam district:") +
        list(
          "Two deaths: a 62-year-old woman in Kilvelur when the wall of her house collapsed, and a 35-year-old man in Thirukkuvalai struck by a falling tree.",
          "1,460 trees uprooted and 1,180 electric poles damaged.",
          "620 huts and 85 tiled houses damaged.",
          "46 fishing boats damaged at Akkaraipettai and Nagore.",
        ),
      p("நாகப்பட்டினம் மாவட்டத்தில் ஏற்பட்ட சேதம் குறித்த முதல்கட்ட விவரங்களை ஆட்சியர் என். சிவராமன் வெளியிட்டார்:") +
        list(
          "இருவர் உயிரிழப்பு: கீழ்வேளூரில் வீட்டுச் சுவர் இடிந்து விழுந்து 62 வயதுப் பெண்ணும், திருக்குவளையில் மரம் முறிந்து விழுந்து 35 வயது ஆணும் உயிரிழந்தனர்.",
          "1,460 மரங்கள் வேரோடு சாய்ந்தன; 1,180 மின்கம்பங்கள் சேதம்.",
          "620 குடிசைகள், 85 ஓட்டு வீடுகள் சேதம்.",
          "அக்கரைப்பேட்டை, நாகூரில் 46 மீன்பிடிப் படகுகள் சேதம்.",
        ),
      { title: { en: "Two dead, 1,460 trees down in Nagapattinam", ta: "நாகப்பட்டினத்தில் இருவர் உயிரிழப்பு; 1,460 மரங்கள் சாய்ந்தன" }, keyEvent: true },
    ),
    update(
      593,
      p(
        "Restoration has begun. About 2,800 power workers, including crews brought in from Madurai, Tiruchi and Coimbatore, are at work. Supply has been restored first to the Government Hospital in Nagapattinam, to drinking water pumping stations and to the relief centres.",
      ),
      p(
        "சீரமைப்புப் பணிகள் தொடங்கியுள்ளன. மதுரை, திருச்சி, கோவையிலிருந்து வரவழைக்கப்பட்டவர்கள் உள்பட சுமார் 2,800 மின் பணியாளர்கள் பணியில் ஈடுபட்டுள்ளனர். நாகப்பட்டினம் அரசு மருத்துவமனை, குடிநீர் நீரேற்று நிலையங்கள், நிவாரண மையங்களுக்கு முதலில் மின் விநியோகம் வழங்கப்பட்டுள்ளது.",
      ),
    ),
    update(
      618,
      p(
        "A preliminary assessment by the Agriculture Department puts the area of samba paddy under water at about 12,000 hectares in Nagapattinam and Tiruvarur districts. Officials say the crop can survive if the water drains within three to four days.",
      ),
      p(
        "நாகப்பட்டினம், திருவாரூர் மாவட்டங்களில் சுமார் 12,000 ஹெக்டேர் சம்பா நெற்பயிர் நீரில் மூழ்கியுள்ளதாக வேளாண் துறையின் முதல்கட்ட மதிப்பீடு தெரிவிக்கிறது. மூன்று, நான்கு நாள்களுக்குள் தண்ணீர் வடிந்துவிட்டால் பயிர்களைக் காப்பாற்ற முடியும் என அதிகாரிகள் தெரிவித்தனர்.",
      ),
    ),
    update(
      642,
      p(
        "The Chief Minister has announced a solatium of ₹4 lakh each to the families of the two people who died, and asked Ministers to stay in the delta districts until relief reaches every affected family. Damaged huts will receive immediate relief of ₹8,000 each.",
      ),
      p(
        "புயலில் உயிரிழந்த இருவரின் குடும்பங்களுக்கும் தலா ₹4 லட்சம் நிவாரணம் வழங்கப்படும் என முதல்வர் அறிவித்துள்ளார். பாதிக்கப்பட்ட ஒவ்வொரு குடும்பத்துக்கும் நிவாரணம் சென்று சேரும் வரை டெல்டா மாவட்டங்களிலேயே தங்கியிருக்குமாறு அமைச்சர்களுக்கு அவர் அறிவுறுத்தியுள்ளார். சேதமடைந்த குடிசைகளுக்குத் தலா ₹8,000 உடனடி நிவாரணம் வழங்கப்படும்.",
      ),
    ),
    update(
      664,
      p(
        "The ban on fishing has been extended by two days, as the sea will remain rough. Fishermen at Akkaraipettai told our correspondent that besides the 46 damaged boats, many nets were washed away, and asked for compensation to be paid quickly.",
      ),
      p(
        "கடல் தொடர்ந்து கொந்தளிப்பாக இருக்கும் என்பதால், மீன்பிடித் தடை மேலும் இரண்டு நாள்களுக்கு நீட்டிக்கப்பட்டுள்ளது. சேதமடைந்த 46 படகுகள் தவிர ஏராளமான வலைகளும் கடலில் அடித்துச் செல்லப்பட்டதாகவும், இழப்பீட்டை விரைந்து வழங்க வேண்டும் என்றும் அக்கரைப்பேட்டை மீனவர்கள் எங்கள் செய்தியாளரிடம் தெரிவித்தனர்.",
      ),
    ),
    update(
      688,
      p(
        "Power has been restored in most of Nagapattinam town and Velankanni. Officials expect to restore supply to all rural areas within 48 hours. The Nagapattinam–Tiruvarur road is open to traffic again; the road to Vedaranyam is still being cleared.",
      ),
      p(
        "நாகப்பட்டினம் நகரின் பெரும்பாலான பகுதிகளிலும் வேளாங்கண்ணியிலும் மீண்டும் மின் விநியோகம் வழங்கப்பட்டுள்ளது. அனைத்துக் கிராமப் பகுதிகளுக்கும் 48 மணி நேரத்துக்குள் மின் விநியோகம் வழங்கப்படும் என அதிகாரிகள் தெரிவித்தனர். நாகப்பட்டினம் – திருவாரூர் சாலையில் போக்குவரத்து மீண்டும் தொடங்கியது; வேதாரண்யம் சாலையைச் சீரமைக்கும் பணி நடைபெறுகிறது.",
      ),
    ),
    update(
      704,
      p(
        "Heavy rain will continue over the interior delta for another 24 hours, the IMD says. The relief centres will stay open and people in them are asked not to return to coastal hamlets until the Collector gives the word. We will continue to update this page.",
      ),
      p(
        "டெல்டாவின் உள் பகுதிகளில் மேலும் 24 மணி நேரத்துக்குக் கனமழை தொடரும் என வானிலை ஆய்வு மையம் தெரிவித்துள்ளது. நிவாரண மையங்கள் தொடர்ந்து செயல்படும்; ஆட்சியர் அறிவிக்கும் வரை மையங்களில் உள்ளவர்கள் கடலோரக் கிராமங்களுக்குத் திரும்ப வேண்டாம் எனக் கேட்டுக்கொள்ளப்பட்டுள்ளனர். இந்தப் பக்கத்தைத் தொடர்ந்து புதுப்பிப்போம்.",
      ),
    ),
  ],
};

const MUSHTAQ_ALI_FINAL: SeedLiveStory = {
  slug: "syed-mushtaq-ali-trophy-final-tamil-nadu-karnataka-live",
  scope: "national",
  citySlug: null,
  categorySlug: "sports",
  authorSlug: "r-vignesh",
  tagSlugs: ["cricket"],
  startedMinutesAgo: 228,
  ended: false,
  en: {
    title: "Syed Mushtaq Ali Trophy final live: Tamil Nadu beat Karnataka by 14 runs to win fourth title",
    summary:
      "Tamil Nadu against Karnataka in the final of the national T20 championship at Chepauk: the toss, the key wickets, Karthik Raja's late hitting and A. Manimaran's double strike.",
    metaDescription: "Syed Mushtaq Ali Trophy final live: Tamil Nadu vs Karnataka at Chepauk, key moments, wickets and the result of the T20 final.",
    bodyHtml: p(
      "Tamil Nadu meet Karnataka in the final of the Syed Mushtaq Ali Trophy, the national T20 championship, at the M.A. Chidambaram Stadium in Chepauk. K. Aravindan's side are chasing a fourth title; Karnataka beat them in the league stage this season.",
      "Follow the key moments of the final here, over by over, with the scores, the wickets and what the players said afterwards.",
    ),
  },
  ta: {
    title: "சையத் முஷ்டாக் அலி கோப்பை இறுதிப் போட்டி நேரலை: கர்நாடகாவை 14 ரன்களில் வீழ்த்தி நான்காவது முறையாகக் கோப்பையை வென்றது தமிழ்நாடு",
    summary:
      "சேப்பாக்கத்தில் நடைபெறும் தேசிய டி20 சாம்பியன்ஷிப் இறுதிப் போட்டியில் தமிழ்நாடு – கர்நாடகா: டாஸ், முக்கிய விக்கெட்டுகள், கார்த்திக் ராஜாவின் அதிரடி, ஏ. மணிமாறனின் இரட்டை விக்கெட்.",
    metaDescription: "சையத் முஷ்டாக் அலி கோப்பை டி20 இறுதி நேரலை: சேப்பாக்கத்தில் தமிழ்நாடு – கர்நாடகா, முக்கியத் தருணங்கள், விக்கெட்டுகள், முடிவு.",
    bodyHtml: p(
      "தேசிய டி20 சாம்பியன்ஷிப்பான சையத் முஷ்டாக் அலி கோப்பை இறுதிப் போட்டியில் சென்னை சேப்பாக்கம் எம்.ஏ. சிதம்பரம் மைதானத்தில் தமிழ்நாடு அணியும் கர்நாடக அணியும் மோதுகின்றன. கே. அரவிந்தன் தலைமையிலான தமிழ்நாடு அணி நான்காவது கோப்பைக்குக் குறி வைத்துள்ளது; இந்தச் சீசனின் லீக் சுற்றில் கர்நாடகா தமிழ்நாட்டை வீழ்த்தியிருந்தது.",
      "இறுதிப் போட்டியின் முக்கியத் தருணங்கள், ஸ்கோர், விக்கெட்டுகள், ஆட்டத்துக்குப் பிறகு வீரர்கள் கூறியவை — ஓவர் வாரியாக இங்கே.",
    ),
  },
  updates: [
    update(
      0,
      p(
        "Welcome to the final. Chepauk is close to full, with the gates opened early and long queues on Wallajah Road. Tamil Nadu are unbeaten in the knockouts; Karnataka have won nine games in a row.",
      ),
      p(
        "இறுதிப் போட்டிக்கு வரவேற்கிறோம். சேப்பாக்கம் மைதானம் கிட்டத்தட்ட நிரம்பிவிட்டது; வாயில்கள் முன்கூட்டியே திறக்கப்பட்டதால் வாலாஜா சாலையில் நீண்ட வரிசைகள். நாக்அவுட் சுற்றுகளில் தமிழ்நாடு தோல்வியையே சந்திக்கவில்லை; கர்நாடகா தொடர்ந்து ஒன்பது ஆட்டங்களில் வென்றுள்ளது.",
      ),
    ),
    update(
      9,
      p(
        "<strong>Toss:</strong> Karnataka captain Rohan Shetty has won the toss and chosen to bowl, expecting dew later in the match. Tamil Nadu are unchanged.",
      ),
      p(
        "<strong>டாஸ்:</strong> டாஸ் வென்ற கர்நாடக கேப்டன் ரோஹன் ஷெட்டி, ஆட்டத்தின் பிற்பகுதியில் பனிப்பொழிவு இருக்கும் என்பதால் பந்துவீச்சைத் தேர்வு செய்தார். தமிழ்நாடு அணியில் மாற்றம் இல்லை.",
      ),
      { title: { en: "Karnataka win toss, bowl first", ta: "டாஸ் வென்ற கர்நாடகா பந்துவீச்சு" } },
    ),
    update(
      13,
      p("The playing elevens:") +
        list(
          "<strong>Tamil Nadu:</strong> V. Ashwath, S. Lokesh Raj, R. Dinesh Kumar, K. Aravindan (captain), T. Naveen (wicketkeeper), P. Karthik Raja, S. Harish, A. Manimaran, M. Elangovan, R. Gowtham Raj, D. Sathish",
          "<strong>Karnataka:</strong> Nikhil Gowda, Pranav Hegde (wicketkeeper), Shreyas Rao, Rohan Shetty (captain), Kiran Acharya, Manoj Bhat, Sujay Poojary, Abhishek Kamath, Vyshak Nayak, Tejas Murthy, Arjun Salian",
        ),
      p("இரு அணிகளின் ஆடும் லெவன்:") +
        list(
          "<strong>தமிழ்நாடு:</strong> வி. அஸ்வத், எஸ். லோகேஷ் ராஜ், ஆர். தினேஷ் குமார், கே. அரவிந்தன் (கேப்டன்), டி. நவீன் (விக்கெட் கீப்பர்), பி. கார்த்திக் ராஜா, எஸ். ஹரீஷ், ஏ. மணிமாறன், எம். இளங்கோவன், ஆர். கௌதம் ராஜ், டி. சதீஷ்",
          "<strong>கர்நாடகா:</strong> நிகில் கௌடா, பிரணவ் ஹெக்டே (விக்கெட் கீப்பர்), ஷ்ரேயஸ் ராவ், ரோஹன் ஷெட்டி (கேப்டன்), கிரண் ஆச்சார்யா, மனோஜ் பட், சுஜய் பூஜாரி, அபிஷேக் காமத், வைஷாக் நாயக், தேஜஸ் மூர்த்தி, அர்ஜுன் சாலியன்",
        ),
      { title: { en: "The playing elevens", ta: "இரு அணிகளின் ஆடும் லெவன்" }, pinned: true },
    ),
    update(
      22,
      p(
        "Tamil Nadu are under way. V. Ashwath drives the second ball of the match, from Vyshak Nayak, through extra cover for four and follows it with a pull for another. Eight off the first over.",
      ),
      p(
        "தமிழ்நாடு பேட்டிங்கைத் தொடங்கியது. வைஷாக் நாயக் வீசிய ஆட்டத்தின் இரண்டாவது பந்தையே எக்ஸ்ட்ரா கவர் திசையில் பவுண்டரிக்கு விரட்டிய வி. அஸ்வத், அடுத்து புல் ஷாட்டில் மேலும் ஒரு பவுண்டரி அடித்தார். முதல் ஓவரில் 8 ரன்கள்.",
      ),
    ),
    update(
      33,
      p(
        "<strong>Wicket!</strong> S. Lokesh Raj (9) tries to clear mid-on off Vyshak Nayak and is caught by Shreyas Rao running back. Tamil Nadu 22 for 1 after 3.2 overs.",
      ),
      p(
        "<strong>விக்கெட்!</strong> வைஷாக் நாயக் பந்தை மிட்-ஆன் திசையில் தூக்கி அடிக்க முயன்ற எஸ். லோகேஷ் ராஜ் (9), பின்னோக்கி ஓடிய ஷ்ரேயஸ் ராவிடம் கேட்ச் ஆனார். 3.2 ஓவர்களில் தமிழ்நாடு 22/1.",
      ),
    ),
    update(
      45,
      p("End of the powerplay: Tamil Nadu 54 for 1. Ashwath is on 31 and R. Dinesh Kumar on 12. Karnataka's spinners have not bowled yet."),
      p("பவர்பிளே முடிவில் தமிழ்நாடு 54/1. அஸ்வத் 31, ஆர். தினேஷ் குமார் 12 ரன்களுடன் களத்தில் உள்ளனர். கர்நாடக சுழற்பந்து வீச்சாளர்கள் இன்னும் பந்துவீசவில்லை."),
    ),
    update(
      59,
      p(
        "Fifty for Ashwath, off 32 balls, with a six over long-on off Abhishek Kamath. It is his fifth half-century of the tournament. Tamil Nadu 88 for 1 after 10 overs.",
      ),
      p("அபிஷேக் காமத் பந்தில் லாங்-ஆன் திசையில் சிக்ஸர் அடித்து 32 பந்துகளில் அரைசதம் கடந்தார் அஸ்வத். இந்தத் தொடரில் இது அவரது ஐந்தாவது அரைசதம். 10 ஓவர்களில் தமிழ்நாடு 88/1."),
    ),
    update(
      71,
      p(
        "<strong>Wicket!</strong> Ashwath steps out to Kamath, misses, and Pranav Hegde completes the stumping. He goes for 58 off 38 balls. Tamil Nadu 97 for 2 after 11.3 overs.",
      ),
      p(
        "<strong>விக்கெட்!</strong> காமத் பந்தை இறங்கி வந்து அடிக்க முயன்று தவறவிட்ட அஸ்வத்தை, பிரணவ் ஹெக்டே ஸ்டம்பிங் செய்தார். 38 பந்துகளில் 58 ரன்கள் எடுத்து அவர் வெளியேறினார். 11.3 ஓவர்களில் தமிழ்நாடு 97/2.",
      ),
    ),
    update(
      83,
      p(
        "Two wickets in eight balls. Dinesh Kumar is lbw to Rohan Shetty for 36, and T. Naveen is run out for 2 after a mix-up with his captain. Tamil Nadu 118 for 4 after 14.2 overs, and the innings has stalled.",
      ),
      p(
        "எட்டுப் பந்துகளில் இரண்டு விக்கெட்டுகள். ரோஹன் ஷெட்டி பந்தில் தினேஷ் குமார் 36 ரன்களில் எல்பிடபிள்யூ ஆனார்; கேப்டனுடன் ஏற்பட்ட குழப்பத்தில் டி. நவீன் 2 ரன்களில் ரன் அவுட் ஆனார். 14.2 ஓவர்களில் தமிழ்நாடு 118/4; ரன் வேகம் குறைந்துள்ளது.",
      ),
      { keyEvent: true },
    ),
    update(
      96,
      p(
        "P. Karthik Raja has changed the mood. After captain Aravindan fell for 19, he hit Tejas Murthy for two sixes in the 17th over and Nayak for two more in the 18th. Tamil Nadu 163 for 5 after 18 overs.",
      ),
      p(
        "பி. கார்த்திக் ராஜா ஆட்டத்தின் போக்கையே மாற்றிவிட்டார். கேப்டன் அரவிந்தன் 19 ரன்களில் ஆட்டமிழந்த பிறகு, 17ஆவது ஓவரில் தேஜஸ் மூர்த்தி பந்தில் இரண்டு சிக்ஸர்களும், 18ஆவது ஓவரில் நாயக் பந்தில் மேலும் இரண்டு சிக்ஸர்களும் விளாசினார். 18 ஓவர்களில் தமிழ்நாடு 163/5.",
      ),
    ),
    update(
      107,
      p(
        "Tamil Nadu finish on 186 for 6 from their 20 overs. Karthik Raja is unbeaten on 44 off 19 balls, with five sixes. Vyshak Nayak took 3 for 31, including S. Harish off the last ball. Karnataka need 187 to win, at 9.35 an over.",
      ),
      p(
        "20 ஓவர்களில் தமிழ்நாடு 186/6. ஐந்து சிக்ஸர்களுடன் 19 பந்துகளில் 44 ரன்கள் எடுத்த கார்த்திக் ராஜா ஆட்டமிழக்காமல் இருந்தார். கடைசிப் பந்தில் எஸ். ஹரீஷ் உள்பட வைஷாக் நாயக் 31 ரன்களுக்கு 3 விக்கெட்டுகள் வீழ்த்தினார். வெற்றிக்கு கர்நாடகா ஓவருக்கு 9.35 ரன்கள் வீதம் 187 ரன்கள் எடுக்க வேண்டும்.",
      ),
      { title: { en: "Tamil Nadu post 186 for 6", ta: "தமிழ்நாடு 186/6" }, keyEvent: true },
    ),
    update(
      116,
      p("Karthik Raja, speaking to the broadcaster at the innings break:") +
        quote(
          "At 118 for 4 we were looking at 160. The ball was coming on nicely to the bat, so I told myself to back my hitting. On this ground 186 is a good score in a final. — P. Karthik Raja",
        ),
      p("இன்னிங்ஸ் இடைவேளையில் ஒளிபரப்பு நிறுவனத்திடம் கார்த்திக் ராஜா கூறியது:") +
        quote(
          "118/4 என்ற நிலையில் 160 ரன்களைத்தான் எதிர்பார்த்தோம். பந்து நன்றாக பேட்டுக்கு வந்தது; அதனால் அடித்து ஆடத் தீர்மானித்தேன். இந்த மைதானத்தில், இறுதிப் போட்டியில் 186 நல்ல ஸ்கோர். — பி. கார்த்திக் ராஜா",
        ),
    ),
    update(
      133,
      p(
        "<strong>Wicket in the first over!</strong> R. Gowtham Raj bowls Nikhil Gowda for 0 with a ball that nips back off the seam. Chepauk erupts. Karnataka 4 for 1.",
      ),
      p(
        "<strong>முதல் ஓவரிலேயே விக்கெட்!</strong> ஆர். கௌதம் ராஜ் வீசிய உள்நோக்கித் திரும்பிய பந்தில் நிகில் கௌடா ரன் ஏதும் எடுக்காமல் போல்டு ஆனார். சேப்பாக்கம் அரங்கமே ஆர்ப்பரிக்கிறது. கர்நாடகா 4/1.",
      ),
      { keyEvent: true },
    ),
    update(
      146,
      p("Pranav Hegde has hit back, with six fours in the powerplay. Karnataka 58 for 1 after six overs, ahead of Tamil Nadu at the same stage."),
      p("பவர்பிளேயில் ஆறு பவுண்டரிகள் விளாசி பிரணவ் ஹெக்டே பதிலடி கொடுத்துள்ளார். 6 ஓவர்களில் கர்நாடகா 58/1; இதே கட்டத்தில் தமிழ்நாடு எடுத்ததைவிட அதிகம்."),
    ),
    update(
      158,
      p(
        "<strong>Wicket!</strong> Leg-spinner M. Elangovan ends Hegde's innings: a top edge on the sweep is taken by Karthik Raja at short fine leg. Hegde made 41 off 24. Karnataka 79 for 2 after 8.4 overs.",
      ),
      p(
        "<strong>விக்கெட்!</strong> லெக் ஸ்பின்னர் எம். இளங்கோவன் பந்தை ஸ்வீப் செய்ய முயன்றபோது பேட்டின் மேல் விளிம்பில் பட்டு எழுந்த பந்தை ஷார்ட் ஃபைன் லெக்கில் கார்த்திக் ராஜா பிடித்தார். 24 பந்துகளில் 41 ரன்கள் எடுத்து ஹெக்டே வெளியேறினார். 8.4 ஓவர்களில் கர்நாடகா 79/2.",
      ),
    ),
    update(
      169,
      p(
        "Halfway through the chase: Karnataka 92 for 2, needing 95 off 60 balls. Shreyas Rao and Rohan Shetty are rotating the strike and waiting for the dew.",
      ),
      p(
        "இலக்கைத் துரத்துவதில் பாதி ஆட்டம் முடிந்தது: கர்நாடகா 92/2; 60 பந்துகளில் 95 ரன்கள் தேவை. ஷ்ரேயஸ் ராவும் ரோஹன் ஷெட்டியும் ஒற்றை, இரட்டை ரன்களாக எடுத்து, பனிப்பொழிவுக்காகக் காத்திருக்கின்றனர்.",
      ),
    ),
    update(
      179,
      p(
        "Rao reaches his fifty and the partnership has passed 50 as well. Karnataka 131 for 2 after 14 overs, needing 56 off 36. The Tamil Nadu fielders are wiping the ball with towels after every delivery.",
      ),
      p(
        "ஷ்ரேயஸ் ராவ் அரைசதம் கடந்தார்; இருவரின் கூட்டணியும் 50 ரன்களைத் தாண்டியது. 14 ஓவர்களில் கர்நாடகா 131/2; 36 பந்துகளில் 56 ரன்கள் தேவை. ஒவ்வொரு பந்துக்குப் பிறகும் தமிழ்நாடு வீரர்கள் துண்டால் பந்தைத் துடைத்து வருகின்றனர்.",
      ),
    ),
    update(
      187,
      p(
        "<strong>Two in the over for A. Manimaran!</strong> Rao, on 60, is stumped by Naveen, beaten by the left-arm spinner's flight. Four balls later Shetty (22) chips a return catch. Karnataka 138 for 4 after 15 overs, needing 49 off 30.",
      ),
      p(
        "<strong>ஒரே ஓவரில் ஏ. மணிமாறனுக்கு இரண்டு விக்கெட்டுகள்!</strong> இடதுகை சுழற்பந்து வீச்சாளரின் பந்தில் ஏமாந்த ஷ்ரேயஸ் ராவை (60) நவீன் ஸ்டம்பிங் செய்தார். நான்கு பந்துகள் கழித்து ஷெட்டி (22) மணிமாறனிடமே கேட்ச் கொடுத்தார். 15 ஓவர்களில் கர்நாடகா 138/4; 30 பந்துகளில் 49 ரன்கள் தேவை.",
      ),
      { title: { en: "Manimaran's double strike turns the final", ta: "மணிமாறனின் இரட்டை விக்கெட்டால் திருப்புமுனை" }, keyEvent: true },
    ),
    update(
      195,
      p(
        "Karnataka 154 for 6 after 17 overs. Kiran Acharya and Manoj Bhat both fell trying to hit Elangovan out of the ground. They need 33 off the last 18 balls.",
      ),
      p("17 ஓவர்களில் கர்நாடகா 154/6. இளங்கோவன் பந்தை மைதானத்துக்கு வெளியே அடிக்க முயன்று கிரண் ஆச்சார்யாவும் மனோஜ் பட்டும் ஆட்டமிழந்தனர். கடைசி 18 பந்துகளில் 33 ரன்கள் தேவை."),
    ),
    update(
      202,
      p("A superb 19th over from Gowtham Raj: three runs, two wickets, four yorkers. Karnataka 162 for 8 and need 25 off the final over."),
      p("கௌதம் ராஜ் வீசிய 19ஆவது ஓவர் அபாரம்: நான்கு யார்க்கர்கள், மூன்று ரன்கள், இரண்டு விக்கெட்டுகள். கர்நாடகா 162/8; கடைசி ஓவரில் 25 ரன்கள் தேவை."),
    ),
    update(
      208,
      p(
        "<strong>Tamil Nadu are champions!</strong> Karnataka take 10 off the last over and finish on 172 for 8 from their 20 overs. Tamil Nadu win by 14 runs and lift the Syed Mushtaq Ali Trophy for the fourth time. Gowtham Raj finished with 3 for 29, Manimaran 2 for 24.",
      ),
      p(
        "<strong>தமிழ்நாடு சாம்பியன்!</strong> கடைசி ஓவரில் 10 ரன்கள் எடுத்த கர்நாடகா 20 ஓவர்களில் 172/8 என்ற நிலையில் ஆட்டத்தை முடித்தது. 14 ரன்கள் வித்தியாசத்தில் வென்ற தமிழ்நாடு, நான்காவது முறையாக சையத் முஷ்டாக் அலி கோப்பையைக் கைப்பற்றியது. கௌதம் ராஜ் 29 ரன்களுக்கு 3 விக்கெட்டுகளும், மணிமாறன் 24 ரன்களுக்கு 2 விக்கெட்டுகளும் வீழ்த்தினர்.",
      ),
      { title: { en: "Tamil Nadu win by 14 runs", ta: "14 ரன்கள் வித்தியாசத்தில் தமிழ்நாடு வெற்றி" }, keyEvent: true },
    ),
    update(
      213,
      p(
        "Karthik Raja is Player of the Match for his 44 not out and the catch that removed Hegde. Ashwath, with 448 runs in the tournament, is Player of the Series.",
      ),
      p(
        "ஆட்டமிழக்காமல் 44 ரன்கள் எடுத்ததோடு, ஹெக்டேவை வெளியேற்றிய கேட்ச்சையும் பிடித்த கார்த்திக் ராஜா ஆட்ட நாயகனாகத் தேர்வு செய்யப்பட்டார். இந்தத் தொடரில் 448 ரன்கள் குவித்த அஸ்வத் தொடர் நாயகன் விருது பெற்றார்.",
      ),
    ),
    update(
      218,
      p("Captain K. Aravindan at the presentation:") +
        quote(
          "Karnataka were ahead of us for 14 overs. The dew was heavy, but Mani and Gowtham kept it simple. This one is for the Chepauk crowd, who stayed with us when we were 118 for 4. — K. Aravindan",
        ),
      p("பரிசளிப்பு விழாவில் கேப்டன் கே. அரவிந்தன்:") +
        quote(
          "14 ஓவர்கள் வரை கர்நாடகா எங்களைவிட முன்னிலையில் இருந்தது. பனிப்பொழிவு அதிகமாக இருந்தபோதும் மணியும் கௌதமும் எளிமையாகப் பந்துவீசினர். 118/4 என்ற நிலையிலும் எங்களுடன் நின்ற சேப்பாக்கம் ரசிகர்களுக்கு இந்த வெற்றியைச் சமர்ப்பிக்கிறோம். — கே. அரவிந்தன்",
        ),
    ),
    update(
      223,
      p(
        "The Tamil Nadu Cricket Association has announced a cash award of ₹1 crore for the squad and support staff. The players are on a lap of honour with the trophy, and most of the crowd is still in the stands.",
      ),
      p(
        "அணி வீரர்களுக்கும் உதவிப் பணியாளர்களுக்கும் ₹1 கோடி ஊக்கத்தொகை வழங்கப்படும் எனத் தமிழ்நாடு கிரிக்கெட் சங்கம் அறிவித்துள்ளது. கோப்பையுடன் வீரர்கள் மைதானத்தை வலம் வருகின்றனர்; பெரும்பாலான ரசிகர்கள் இன்னும் அரங்கிலேயே உள்ளனர்.",
      ),
    ),
  ],
};

const PSLV_LAUNCH: SeedLiveStory = {
  slug: "pslv-c65-eos-12-launch-sriharikota-live",
  scope: "national",
  citySlug: null,
  categorySlug: "science",
  authorSlug: "n-divya-bharathi",
  tagSlugs: ["isro", "space", "technology"],
  startedMinutesAgo: 420,
  ended: true,
  en: {
    title: "PSLV-C65 places radar imaging satellite EOS-12 in orbit from Sriharikota",
    summary:
      "ISRO's Polar Satellite Launch Vehicle lifted off from Sriharikota with the radar imaging satellite EOS-12 and six co-passenger satellites, and placed all of them in a sun-synchronous orbit.",
    metaDescription:
      "PSLV-C65 launch from Sriharikota: liftoff, stage separations and the placing of radar imaging satellite EOS-12 and six small satellites in orbit.",
    bodyHtml: p(
      "The Indian Space Research Organisation's PSLV-C65 lifted off from the first launch pad of the Satish Dhawan Space Centre in Sriharikota and placed the radar imaging satellite EOS-12 in a 529-km sun-synchronous polar orbit, along with six small satellites.",
      "EOS-12 carries a C-band synthetic aperture radar that can image the earth by day and night and through cloud, for monitoring crops, floods and the coastline. Our live coverage of the launch has ended; the updates below follow the mission from the final hour of the countdown to the deployment of the satellite's solar panels.",
    ),
  },
  ta: {
    title: "ஸ்ரீஹரிகோட்டாவிலிருந்து பிஎஸ்எல்வி-சி65: ரேடார் செயற்கைக்கோள் இஓஎஸ்-12 சுற்றுவட்டப்பாதையில் நிலைநிறுத்தம்",
    summary:
      "ரேடார் மூலம் புவியைப் படமெடுக்கும் இஓஎஸ்-12 செயற்கைக்கோளுடன் ஆறு சிறிய செயற்கைக்கோள்களையும் சுமந்து ஸ்ரீஹரிகோட்டாவிலிருந்து விண்ணில் பாய்ந்த இஸ்ரோவின் பிஎஸ்எல்வி ராக்கெட், அனைத்தையும் சூரிய ஒத்திசைவு சுற்றுப்பாதையில் நிலைநிறுத்தியது.",
    metaDescription: "ஸ்ரீஹரிகோட்டாவிலிருந்து பிஎஸ்எல்வி-சி65: ராக்கெட் விண்ணில் பாய்ந்தது, நிலைகள் பிரிந்தன, இஓஎஸ்-12 செயற்கைக்கோள் சுற்றுப்பாதையில் நிலைநிறுத்தம்.",
    bodyHtml: p(
      "இந்திய விண்வெளி ஆராய்ச்சி நிறுவனத்தின் (இஸ்ரோ) பிஎஸ்எல்வி-சி65 ராக்கெட், ஸ்ரீஹரிகோட்டா சதீஷ் தவான் விண்வெளி மையத்தின் முதல் ஏவுதளத்திலிருந்து விண்ணில் பாய்ந்து, ரேடார் செயற்கைக்கோளான இஓஎஸ்-12-ஐயும் ஆறு சிறிய செயற்கைக்கோள்களையும் 529 கி.மீ. உயரத்தில் உள்ள சூரிய ஒத்திசைவு துருவ சுற்றுப்பாதையில் நிலைநிறுத்தியது.",
      "பகல், இரவு என எந்நேரத்திலும், மேகமூட்டத்தைக் கடந்தும் புவியைப் படமெடுக்கும் சி-பேண்ட் ரேடார் கருவி இஓஎஸ்-12-இல் உள்ளது. பயிர்கள், வெள்ளம், கடற்கரைப் பகுதிகளைக் கண்காணிக்க இது உதவும். ராக்கெட் ஏவுதல் குறித்த நேரலை நிறைவடைந்தது; கவுன்ட்டவுனின் இறுதி ஒரு மணி நேரம் முதல் செயற்கைக்கோளின் சூரியத் தகடுகள் விரிந்தது வரையிலான தகவல்கள் கீழே.",
    ),
  },
  updates: [
    update(
      0,
      p(
        "Liftoff of PSLV-C65 is about an hour away. The countdown, which began 25.5 hours ago, is progressing smoothly, and the weather over Sriharikota is clear, with light winds.",
      ),
      p(
        "பிஎஸ்எல்வி-சி65 ராக்கெட் விண்ணில் பாய இன்னும் சுமார் ஒரு மணி நேரமே உள்ளது. 25.5 மணி நேரத்துக்கு முன் தொடங்கிய கவுன்ட்டவுன் சீராக நடைபெற்று வருகிறது. ஸ்ரீஹரிகோட்டாவில் வானம் தெளிவாக உள்ளது; காற்றின் வேகமும் குறைவு.",
      ),
    ),
    update(
      14,
      p("The mission at a glance:") +
        list(
          "Rocket: PSLV in its XL configuration, with six strap-on motors; 44.4 m tall, weighing about 320 tonnes at liftoff",
          "Main payload: EOS-12, a 1,420-kg radar imaging satellite with a five-year life",
          "Co-passengers: six small satellites, two of them built by Indian start-ups",
          "Target: a 529-km sun-synchronous polar orbit, about 18 minutes after liftoff",
        ),
      p("இந்தத் திட்டம் ஒரு பார்வை:") +
        list(
          "ராக்கெட்: ஆறு துணை எரிபொருள் மோட்டார்களுடன் கூடிய பிஎஸ்எல்வி-எக்ஸ்எல்; உயரம் 44.4 மீட்டர், ஏவும்போது எடை சுமார் 320 டன்",
          "முதன்மைச் செயற்கைக்கோள்: ஐந்தாண்டு ஆயுள் கொண்ட, 1,420 கிலோ எடையுள்ள ரேடார் செயற்கைக்கோள் இஓஎஸ்-12",
          "உடன் செல்பவை: ஆறு சிறிய செயற்கைக்கோள்கள்; அவற்றில் இரண்டு இந்திய ஸ்டார்ட்அப் நிறுவனங்கள் உருவாக்கியவை",
          "இலக்கு: ராக்கெட் ஏவப்பட்ட சுமார் 18 நிமிடங்களில், 529 கி.மீ. உயரத்தில் சூரிய ஒத்திசைவு துருவ சுற்றுப்பாதை",
        ),
    ),
    update(
      31,
      p(
        "The Mission Readiness Review and the Launch Authorisation Board have cleared the launch. In the final minutes an automatic launch sequence will take over from the controllers, and it can hold the countdown by itself if any parameter strays.",
      ),
      p(
        "திட்டத் தயார்நிலை ஆய்வுக் குழுவும் ஏவுதல் அனுமதி வாரியமும் ராக்கெட்டை ஏவ ஒப்புதல் அளித்துள்ளன. இறுதி நிமிடங்களில் தானியங்கி ஏவுதல் வரிசைமுறை கட்டுப்பாட்டைத் தன் கையில் எடுத்துக்கொள்ளும்; ஏதேனும் அளவீடு மாறுபட்டால் அதுவே கவுன்ட்டவுனை நிறுத்திவிடும்.",
      ),
    ),
    update(
      46,
      p(
        "About 5,000 people, many of them schoolchildren from Nellore and Chennai, have gathered at the Launch View Gallery, around 7 km from the pad. ISRO opened registrations for the gallery a week ago and the seats were taken within hours.",
      ),
      p(
        "ஏவுதளத்திலிருந்து சுமார் 7 கி.மீ. தொலைவில் உள்ள பார்வையாளர் மாடத்தில், நெல்லூர், சென்னையைச் சேர்ந்த பள்ளி மாணவர்கள் உள்பட சுமார் 5,000 பேர் கூடியுள்ளனர். ஒரு வாரத்துக்கு முன் இஸ்ரோ முன்பதிவைத் தொடங்கியதும் சில மணி நேரங்களிலேயே இடங்கள் நிரம்பிவிட்டன.",
      ),
    ),
    update(
      60,
      p(
        "<strong>Liftoff!</strong> PSLV-C65 rises from the first launch pad on a column of orange flame, to loud cheers from the gallery. The rocket arcs south over the Bay of Bengal, as planned for a polar orbit.",
      ),
      p(
        "<strong>விண்ணில் பாய்ந்தது!</strong> பார்வையாளர்களின் உற்சாக ஆரவாரத்துக்கு இடையே, ஆரஞ்சு நிறத் தீப்பிழம்புடன் முதல் ஏவுதளத்திலிருந்து பிஎஸ்எல்வி-சி65 விண்ணில் சீறிப் பாய்ந்தது. துருவ சுற்றுப்பாதைக்காகத் திட்டமிட்டபடி வங்கக் கடலின் மீது தெற்கு நோக்கி ராக்கெட் வளைந்து செல்கிறது.",
      ),
      { title: { en: "PSLV-C65 lifts off", ta: "விண்ணில் பாய்ந்தது பிஎஸ்எல்வி-சி65" }, keyEvent: true },
    ),
    update(
      63,
      p(
        "All six strap-on motors have burnt out and separated, and the first stage has done its work. The second stage, powered by the liquid-fuelled Vikas engine, has ignited. Performance is normal, the mission control announcer says.",
      ),
      p(
        "ஆறு துணை எரிபொருள் மோட்டார்களும் எரிந்து முடிந்து பிரிந்தன; முதல் நிலையும் தன் பணியை நிறைவு செய்தது. திரவ எரிபொருளில் இயங்கும் விகாஸ் இன்ஜின் கொண்ட இரண்டாம் நிலை இயங்கத் தொடங்கியது. ராக்கெட்டின் செயல்பாடு இயல்பாக உள்ளதாகக் கட்டுப்பாட்டு அறை அறிவித்தது.",
      ),
    ),
    update(
      66,
      p("The heat shield protecting the satellites has been jettisoned at a height of about 115 km, and the solid-fuelled third stage is now firing."),
      p("செயற்கைக்கோள்களைப் பாதுகாக்கும் வெப்பக் கவசம் சுமார் 115 கி.மீ. உயரத்தில் பிரிக்கப்பட்டது. திட எரிபொருளில் இயங்கும் மூன்றாம் நிலை தற்போது இயங்கி வருகிறது."),
    ),
    update(
      72,
      p(
        "The fourth stage, with its two liquid engines, has ignited after a short coast. This stage will carry EOS-12 to its orbit and then release the six small satellites one after another.",
      ),
      p(
        "சிறிது நேரம் உந்துவிசையின்றிப் பயணித்த பிறகு, இரண்டு திரவ இன்ஜின்களைக் கொண்ட நான்காம் நிலை இயங்கத் தொடங்கியது. இந்த நிலைதான் இஓஎஸ்-12-ஐ அதன் சுற்றுப்பாதைக்குக் கொண்டு சென்று, பின்னர் ஆறு சிறிய செயற்கைக்கோள்களையும் ஒன்றன்பின் ஒன்றாக விடுவிக்கும்.",
      ),
    ),
    update(
      78,
      p(
        "<strong>EOS-12 has separated</strong> from the fourth stage, 17 minutes and 40 seconds after liftoff, in an orbit of 529 km, within a kilometre of the target. There is applause in the mission control centre.",
      ),
      p(
        "ராக்கெட் ஏவப்பட்ட 17 நிமிடம் 40 விநாடிகளில், 529 கி.மீ. உயர சுற்றுப்பாதையில் — இலக்கிலிருந்து ஒரு கி.மீ.-க்கும் குறைவான வித்தியாசத்தில் — <strong>நான்காம் நிலையிலிருந்து இஓஎஸ்-12 பிரிந்தது</strong>. திட்டக் கட்டுப்பாட்டு மையத்தில் விஞ்ஞானிகள் கைதட்டி மகிழ்ந்தனர்.",
      ),
      { title: { en: "EOS-12 in orbit", ta: "சுற்றுப்பாதையில் இஓஎஸ்-12" }, keyEvent: true },
    ),
    update(
      87,
      p(
        "All six co-passenger satellites have been released. The fourth stage will now be lowered to a 350-km orbit, where it will stay on as a platform for experiments by Indian universities and start-ups.",
      ),
      p(
        "உடன் சென்ற ஆறு சிறிய செயற்கைக்கோள்களும் விடுவிக்கப்பட்டன. நான்காம் நிலை இனி 350 கி.மீ. உயர சுற்றுப்பாதைக்குக் கீழிறக்கப்பட்டு, இந்தியப் பல்கலைக்கழகங்கள் மற்றும் ஸ்டார்ட்அப் நிறுவனங்களின் ஆய்வுகளுக்கான தளமாகச் செயல்படும்.",
      ),
    ),
    update(
      98,
      p("Mission Director R. Hemalatha addressed the team at mission control:") +
        quote(
          "The vehicle has placed every satellite exactly where we promised. EOS-12 will give our farmers and disaster managers eyes that see through the monsoon clouds. — R. Hemalatha, Mission Director",
        ),
      p("திட்டக் கட்டுப்பாட்டு மையத்தில் விஞ்ஞானிகளிடையே திட்ட இயக்குநர் ஆர். ஹேமலதா பேசியது:") +
        quote(
          "உறுதியளித்தபடியே ஒவ்வொரு செயற்கைக்கோளையும் மிகத் துல்லியமாக ராக்கெட் நிலைநிறுத்தியுள்ளது. பருவமழை மேகங்களைக் கடந்தும் பார்க்கும் கண்களை இஓஎஸ்-12 நம் விவசாயிகளுக்கும் பேரிடர் மேலாண்மைக் குழுக்களுக்கும் வழங்கும். — ஆர். ஹேமலதா, திட்ட இயக்குநர்",
        ),
    ),
    update(
      124,
      p(
        "The solar panels of EOS-12 have deployed and the ISRO Telemetry, Tracking and Command Network in Bengaluru has taken control of the satellite; its health is normal. The first radar images are expected within a week. This ends our live coverage of the launch.",
      ),
      p(
        "இஓஎஸ்-12 செயற்கைக்கோளின் சூரியத் தகடுகள் விரிந்தன. பெங்களூருவில் உள்ள இஸ்ரோ தொலைஅளவியல், கண்காணிப்பு மற்றும் கட்டளை மையம் செயற்கைக்கோளைத் தன் கட்டுப்பாட்டில் எடுத்துக்கொண்டது; செயற்கைக்கோள் நல்ல நிலையில் உள்ளது. முதல் ரேடார் படங்கள் ஒரு வாரத்துக்குள் கிடைக்கும் என எதிர்பார்க்கப்படுகிறது. ராக்கெட் ஏவுதல் குறித்த எங்கள் நேரலை இத்துடன் நிறைவடைகிறது.",
      ),
      { keyEvent: true },
    ),
  ],
};

/** Four stories still live, then one whose coverage has ended; the integrator seeds them in this order. */
export const LIVE_STORIES: SeedLiveStory[] = [CHENNAI_FLOODS, RAJAPALAYAM_BY_ELECTION, CYCLONE_MURASU, MUSHTAQ_ALI_FINAL, PSLV_LAUNCH];
