/**
 * The text of the static pages (requirements §1 and §2 "Static pages"): About, Contact, Cookie Policy,
 * Privacy Policy, User Policy and Terms, each written in English and in Tamil. The two versions say
 * the same things; the Tamil is written as Tamil, not translated word by word.
 *
 * Plain text only: the route renders the blocks, so no string here ever holds HTML.
 * The cookie list in the Cookie Policy describes what THIS site sets (`__session`, `mode`, `ln`,
 * `city`, like and save cookies); change it when the cookies change.
 *
 * Spec gap fixed here: the spec says children under 13 are not addressed; the Privacy Policy now
 * says the service is not directed at them.
 */

export type StaticPageKey = "about" | "contact" | "cookie-policy" | "privacy-policy" | "user-policy" | "terms";

export type Block = { kind: "p"; text: string } | { kind: "h2"; text: string } | { kind: "ul"; items: string[] };

export type StaticPage = {
  title: string;
  /** At most 160 characters, for the meta description. */
  description: string;
  /** "Last updated" date as displayed in the page's language. */
  updated?: string;
  /** The same date as YYYY-MM-DD, for `<time datetime>` and structured data. */
  updatedIso?: string;
  blocks: Block[];
};

export const STATIC_PAGE_KEYS: StaticPageKey[] = ["about", "contact", "cookie-policy", "privacy-policy", "user-policy", "terms"];

const EDITOR_EMAIL = "editor@kuralnews.example";
const GRIEVANCE_EMAIL = "grievance@kuralnews.example";
const ADS_EMAIL = "ads@kuralnews.example";

const ADDRESS_EN = "Kural News, No. 27, Second Main Road, Gandhi Nagar, Adyar, Chennai 600 020, Tamil Nadu, India";
const ADDRESS_TA = "குரல் செய்திகள், எண் 27, இரண்டாவது பிரதான சாலை, காந்தி நகர், அடையாறு, சென்னை – 600 020, தமிழ்நாடு, இந்தியா";

const p = (text: string): Block => ({ kind: "p", text });
const h2 = (text: string): Block => ({ kind: "h2", text });
const ul = (...items: string[]): Block => ({ kind: "ul", items });

const EN: Record<StaticPageKey, StaticPage> = {
  about: {
    title: "About Us",
    description:
      "Kural News is a bilingual English and Tamil news service from Chennai, covering every district of Tamil Nadu, the state, India and the world.",
    blocks: [
      p(
        "Kural News is a digital news service for the people of Tamil Nadu, published in English and in " +
          "Tamil. We are a media-technology company based in Chennai, and we build our own website and mobile " +
          "apps so that news from your district reaches you quickly, reads well on any screen and works even " +
          "on a slow connection. Kural means 'voice' in Tamil, and true to our name, our aim is to be a clear " +
          "and trustworthy voice for readers across the state.",
      ),
      h2("What we cover"),
      p(
        "Our reporters and district correspondents bring you news from all 38 districts of Tamil Nadu, from Chennai and Coimbatore to Kanniyakumari. Our coverage includes:",
      ),
      ul(
        "District and city news: local administration, civic issues, weather, transport, the courts, crime and community events from every district of Tamil Nadu.",
        "State news: the Tamil Nadu Government and Legislative Assembly, politics, public policy, the economy, agriculture and education.",
        "National news: developments across India that matter to readers in Tamil Nadu, including Parliament, the courts and the economy.",
        "World news: major international events, and news of Tamils living around the world.",
        "Sport, cinema, business, science, the environment, lifestyle and travel.",
      ),
      h2("Two languages, one newsroom"),
      p(
        "Every page of Kural News is available in English and in Tamil. Our Tamil edition is written and " +
          "edited in Tamil by Tamil journalists; it is not a machine translation of the English edition. You " +
          "can switch languages at any time from the language menu at the top of every page, and the site will " +
          "remember your choice.",
      ),
      h2("Editorial independence"),
      p(
        "Our editors alone decide what we report and how we report it. Advertisers, sponsors, investors, " +
          "political parties and government bodies have no say in our editorial decisions. Where advertising " +
          "or sponsored content appears, it is clearly labelled and kept separate from the news. We do not " +
          "accept payment from anyone in return for news coverage.",
      ),
      p(
        "Accuracy, fairness and balance are the foundation of our work. We verify information before we " +
          "publish it, we give the people we report on a fair opportunity to respond, and we keep news " +
          "separate from opinion. We take particular care when we report on children, victims of crime, " +
          "matters affecting communal harmony and cases pending before the courts. We follow the Norms of " +
          "Journalistic Conduct of the Press Council of India and the Code of Ethics for digital news " +
          "publishers under the Information Technology Rules, 2021.",
      ),
      h2("Corrections"),
      p(
        `When we get something wrong, we correct it promptly and openly. A note at the end of the article ` +
          `says what was changed and when. Significant errors are corrected in both language editions. If you ` +
          `believe we have published something inaccurate, send the link to the article and the details of the ` +
          `error to ${EDITOR_EMAIL}. Complaints about our content can also be sent to our Grievance Officer, ` +
          `as described on our Contact Us page.`,
      ),
      h2("Our apps"),
      p(
        "Kural News is also available as a free app for Android phones on Google Play and for the iPhone on " +
          "the App Store. The apps carry the same news in both languages and help you follow your district's " +
          "news on the move. You will find links to them at the foot of every page.",
      ),
      h2("Join the conversation"),
      p(
        "Signed-in readers can like, save and comment on articles. You can sign in with your mobile number " +
          "and a one-time code (OTP), or with your Google account. Please read our User Policy before you " +
          "comment, so that the discussion stays useful and respectful for everyone.",
      ),
      p(
        "Kural News is published from Chennai, Tamil Nadu. To reach our newsroom, our Grievance Officer or our advertising team, please see our Contact Us page.",
      ),
    ],
  },

  contact: {
    title: "Contact Us",
    description: "Reach the Kural News newsroom, our Grievance Officer or our advertising team by email or by post. We read every message.",
    blocks: [
      p(
        "We are glad to hear from our readers. Whether you have a news tip, a correction, a complaint about " +
          "something we have published or a question about advertising, please write to the right address " +
          "below so that your message reaches the right people quickly.",
      ),
      h2("Newsroom"),
      p(
        `Send news tips, press releases, event information, letters to the editor and corrections to ` +
          `${EDITOR_EMAIL}. Please include your name and a way to contact you and, for a correction, the link ` +
          `to the article concerned. If you are sending a news tip, tell us how you came to know the ` +
          `information and whether we may name you. We protect the identity of those who give us information.`,
      ),
      h2("Grievance Officer"),
      p(
        "In accordance with the Information Technology (Intermediary Guidelines and Digital Media Ethics " +
          "Code) Rules, 2021, Kural News has appointed a Grievance Officer to receive and resolve complaints " +
          "about our content, including complaints under the Code of Ethics for digital news publishers, and " +
          "complaints about how we handle your personal data.",
      ),
      ul(
        "Grievance Officer: the Head of Standards and Compliance, Kural News",
        `Email: ${GRIEVANCE_EMAIL}`,
        "Post: Grievance Officer, Kural News, at the postal address below",
        "Acknowledgement: within 24 hours of receiving your complaint",
        "Resolution: within 15 days of receiving your complaint",
      ),
      p(
        "Please include your name and contact details, the link to the content you are complaining about (or " +
          "a clear description of it) and the reason for your complaint. We will acknowledge your complaint " +
          "within 24 hours, decide on it within 15 days, and tell you our decision and the reasons for it. If " +
          "you are not satisfied with the decision, you may appeal through the appeal mechanism provided under " +
          "those Rules.",
      ),
      h2("Advertising and partnerships"),
      p(
        `To advertise on Kural News in Tamil, in English or in both, or to discuss a partnership, write to ` +
          `${ADS_EMAIL}. Our advertising team works separately from our newsroom, and advertisers have no ` +
          `influence over our news coverage.`,
      ),
      h2("Postal address"),
      p(`${ADDRESS_EN}.`),
      h2("Write to us here"),
      p(
        "You can also write to us using the form below. If you choose the subject that best fits your " +
          "message, we will pass it to the right team. We read every message, although we may not always be " +
          "able to reply to each one individually.",
      ),
      p("Please never send us passwords or one-time codes (OTP), by any means. Kural News staff will never ask you for the one-time code sent to your phone."),
    ],
  },

  "cookie-policy": {
    title: "Cookie Policy",
    description: "Which cookies Kural News sets, why, how long they last and how you can control them. We set no third-party advertising cookies.",
    updated: "03/03/2025",
    updatedIso: "2025-03-03",
    blocks: [
      p(
        "This Cookie Policy explains what cookies are, which cookies the Kural News website sets, what they " +
          "are used for and how you can control them. Please read it together with our Privacy Policy.",
      ),
      h2("What cookies are"),
      p(
        "A cookie is a small text file that a website asks your browser to store. Your browser sends it back " +
          "to the website on your next visit. Cookies let a website remember that you have signed in, and " +
          "remember choices you have made, such as your language.",
      ),
      h2("The cookies we set"),
      p(
        "We use only the cookies needed to run the site and to remember your choices. All of them are first-party cookies, set by our own website and read only by our own servers.",
      ),
      ul(
        "__session: keeps you signed in after you sign in with your mobile number or your Google account. It " +
          "holds a signed, secure reference to your sign-in, and scripts running on the page cannot read it " +
          "(it is HttpOnly). It is deleted when you log out, and it expires on its own after a limited period.",
        "mode: remembers whether you chose the light or the dark theme. Kept for up to one year.",
        "ln: remembers the language you last chose, English or Tamil, so that we can offer you that edition. " +
          "The address of a page always decides the language it is shown in. Kept for up to one year.",
        "city: remembers the city you chose for the city section of the home page (or the city found when " +
          "you pressed 'Use my location'). It holds only the name of the city, never your exact location. Kept " +
          "for up to one year.",
        "news_liked_* (one for each article you like, named news_liked_ followed by the article's web address): remembers that you liked an article, so that the like button shows correctly.",
        "Saved articles cookie: remembers the articles you have saved on this browser to read later.",
      ),
      p(
        "Each of these cookies is either essential to provide the service you ask for, or remembers a choice " +
          "you made yourself. We do not use them to follow you across other websites, and we do not sell or " +
          "share what they contain.",
      ),
      h2("Cookies we do not use"),
      p(
        "We do not use third-party advertising cookies, and we do not allow advertising networks to place " +
          "tracking cookies through our site. We count how many times each page is viewed on our own servers, " +
          "without cookies and without linking the count to you.",
      ),
      h2("Google sign-in"),
      p(
        "If you choose to sign in with Google, Google's sign-in service opens, and Google may set its own " +
          "cookies under Google's own privacy and cookie policies. Google's sign-in service is contacted only " +
          "when you choose Google sign-in. If you sign in with your mobile number, or read without signing in, " +
          "this does not happen.",
      ),
      h2("How to control cookies"),
      p(
        "You can see and delete cookies in your browser's settings. Most browsers let you block cookies for " +
          "all sites or for particular sites. You can also use a private (incognito) window, whose cookies are " +
          "deleted when you close it.",
      ),
      ul(
        "If you block or delete the __session cookie, you will be signed out, and you will need to sign in again to comment.",
        "If you block or delete the preference cookies (mode, ln and city), the site will still work, but the theme, language and city will return to their defaults.",
        "If you delete the like and save cookies, the site will forget which articles you liked or saved on this browser.",
      ),
      p("Logging out of Kural News deletes the __session cookie. When you change your theme, language or city, the new value replaces the earlier one."),
      h2("Changes to this policy"),
      p(
        `If we change the cookies we use, we will update this policy and the date at the top of this page. For questions about cookies, write to ${GRIEVANCE_EMAIL}.`,
      ),
    ],
  },

  "privacy-policy": {
    title: "Privacy Policy",
    description:
      "How Kural News collects, uses, keeps and protects your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.",
    updated: "08 January 2025",
    updatedIso: "2025-01-08",
    blocks: [
      p(
        "This policy explains what personal data Kural News collects through our website and apps, why, how " +
          "long we keep it, and your rights under Indian law, including the Digital Personal Data Protection " +
          "Act, 2023. Kural News is the Data Fiduciary for this data.",
      ),
      h2("Reading without an account"),
      p(
        "You can read, search and share our news without signing in or giving us any personal details. Our " +
          "servers receive technical details that your browser sends, such as your IP address and browser " +
          "type, which we use only to deliver pages and keep the service secure.",
      ),
      h2("Signing in with your mobile number"),
      p(
        "If you sign in with your mobile number, we collect your 10-digit number and send a six-digit " +
          "one-time code (OTP) to it by SMS, through an SMS provider that receives the number only for that " +
          "purpose. The code is valid for a few minutes and is stored only in hashed form. We use your number " +
          "only to identify your account and keep it secure; we never publish it or use it for marketing.",
      ),
      h2("Signing in with Google"),
      p(
        "If you choose to sign in with Google, Google shares your name, email address and profile photo with " +
          "us. We show your name and photo next to your comments, and use your email address to identify your " +
          "account. We never receive your Google password.",
      ),
      h2("Comments, likes and saved articles"),
      p(
        "When you comment, we store the comment, its time and your account. Your comment and your name are " +
          "published next to the article for anyone to see. Likes on comments are recorded against your " +
          "account. Your likes and saved articles are remembered in your browser, as our Cookie Policy " +
          "explains.",
      ),
      h2("Your location"),
      p(
        "We never track your location. If you press 'Use my location', your browser asks for your permission " +
          "and, if you agree, sends us your approximate position once. Our servers resolve it to the nearest " +
          "city and then discard it; only the name of the city is kept, in the city cookie in your browser.",
      ),
      h2("Page-view counts"),
      p(
        "We count how many times each page is read, to show what is trending. These counts are totals for " +
          "each page, with no personal data, and are not linked to you. We use no third-party analytics or " +
          "advertising trackers.",
      ),
      h2("How we use and share your data"),
      p(
        "We use your data only to provide the features you ask for, keep the service secure, moderate " +
          "comments, handle complaints and comply with Indian law, on the basis of the consent you give when " +
          "you sign in or comment, or as the law otherwise allows. We do not sell it or use it for targeted " +
          "advertising. We share it only with service providers that help run the service, such as our hosting " +
          "and SMS providers, under contracts that require them to protect it, and with authorities when " +
          "Indian law requires.",
      ),
      h2("How long we keep it"),
      ul(
        "Account data is kept while your account is active. If you ask us to delete your account, we stop " +
          "using it at once, keep your registration details for 180 days as the Information Technology Rules, " +
          "2021 require, and then erase them.",
        "One-time codes are deleted when they expire, within minutes.",
        "Comments are kept until you or our moderators remove them, or until your account is deleted.",
        "Server logs are kept for up to 90 days, unless a security investigation or the law requires longer.",
      ),
      h2("Your rights"),
      p("Under the Digital Personal Data Protection Act, 2023, you have the right to:"),
      ul(
        "obtain a summary of the personal data we hold about you and of how we process it;",
        "have inaccurate or incomplete data corrected, completed or updated;",
        "have your data erased, and withdraw your consent at any time, as easily as you gave it;",
        "have your grievances redressed by our Grievance Officer;",
        "nominate another person to exercise these rights if you die or become unable to do so.",
      ),
      p(
        "Withdrawing consent does not affect earlier processing. If you are not satisfied with our answer to a complaint, you may complain to the Data Protection Board of India.",
      ),
      h2("Children"),
      p(
        `Kural News is a general news service. It is not directed at children under 13, and we do not ` +
          `knowingly collect personal data from children under 13. If you believe a child under 13 has signed ` +
          `in or given us personal data, write to ${GRIEVANCE_EMAIL} and we will delete it promptly. Under the ` +
          `Digital Personal Data Protection Act, 2023, the personal data of anyone under 18 needs the ` +
          `verifiable consent of a parent or lawful guardian, so if you are under 18, please do not sign in or ` +
          `comment without it.`,
      ),
      h2("Security"),
      p(
        "We protect your data with reasonable safeguards, including HTTPS, HttpOnly sign-in cookies, hashed " +
          "one-time codes and restricted staff access. If a personal data breach affects you, we will inform " +
          "you and the Data Protection Board of India, as the law requires.",
      ),
      h2("Contact and grievances"),
      p(
        `For questions, complaints or to exercise your rights, write to our Grievance Officer at ` +
          `${GRIEVANCE_EMAIL}, or by post to the address on our Contact Us page. We acknowledge complaints ` +
          `within 24 hours and resolve them within 15 days.`,
      ),
      h2("Changes to this policy"),
      p(
        "We may update this policy when our service or the law changes. We will change the date above and tell signed-in readers about significant changes in advance.",
      ),
    ],
  },

  "user-policy": {
    title: "User Policy",
    description:
      "Community rules for comments on Kural News: respect, accuracy and privacy. How we moderate, how to report a comment and when we suspend accounts.",
    blocks: [
      p(
        "Kural News welcomes discussion. Comments let readers share local knowledge, ask questions and " +
          "disagree with one another, and with us. This User Policy sets out the rules that keep the " +
          "discussion useful and safe. By commenting on Kural News, you agree to follow these rules and our " +
          "Terms and Conditions.",
      ),
      h2("Who can comment"),
      p(
        "You need to sign in, with your mobile number or your Google account, to comment or to like a " +
          "comment. Reading, searching and liking articles need no account. You are responsible for everything " +
          "posted from your account, so never share your one-time code with anyone.",
      ),
      h2("Community rules"),
      ul(
        "No hate speech. Do not attack or demean anyone because of their religion, caste, community, race, " +
          "language, region, gender, sexual orientation or disability, and do not encourage violence against " +
          "anyone.",
        "No personal attacks. Criticise ideas, policies and public conduct, not the people you are talking to. No abuse, threats, harassment or obscene language.",
        "No misinformation. Do not post claims you know or suspect to be false, invented quotes or altered " +
          "images, especially about health, elections, disasters or communal matters. Where you can, point to " +
          "a reliable source.",
        "No spam. No advertising, repeated posts, chain messages, links to unrelated or harmful websites, or attempts to manipulate likes.",
        "Respect privacy. Do not post anyone's phone number, address, email address, identity documents or " +
          "private photographs. Do not reveal the identity of victims of sexual offences or of children " +
          "involved in crimes or court cases; Indian law forbids it.",
        "Respect the law. Do not post anything defamatory, anything in contempt of court, or anything that infringes someone else's copyright.",
        "No impersonation. Do not pretend to be another person, a public official or a member of our staff.",
        "Write in Tamil or English, and stay on the topic of the article. Comments in other languages cannot be moderated and may be removed.",
      ),
      h2("How we moderate"),
      p(
        "Our moderators review comments, and comments that look like spam may be held back until they have " +
          "been checked. We remove comments that break these rules. We do not edit readers' comments: a " +
          "comment is either published as written or removed. Our decisions are based on this policy, not on " +
          "the opinion a comment expresses. We publish views we disagree with, including criticism of Kural " +
          "News.",
      ),
      h2("Reporting a comment"),
      p(
        `If you see a comment that breaks these rules, press the Report button beside it and choose the ` +
          `reason that fits best. Reports are confidential: we do not tell the person who posted the comment ` +
          `who reported it. We review reports as quickly as we can, and deal first with threats, personal ` +
          `information and content concerning children. You can also write to ${GRIEVANCE_EMAIL}; complaints ` +
          `sent there are resolved within 15 days, as set out on our Contact Us page.`,
      ),
      h2("Suspension and removal of accounts"),
      p(
        "If you break these rules, we may remove your comment, warn you, stop you from commenting for a " +
          "period, or close your account, depending on how serious and how frequent the breaches are. Serious " +
          "breaches, such as threats of violence, hate speech or publishing someone's private information, may " +
          "lead to immediate suspension without warning. Where the law requires it, we report unlawful content " +
          "to the authorities.",
      ),
      p(
        `If you think we have removed your comment or suspended your account by mistake, write to ` +
          `${GRIEVANCE_EMAIL} with the details. A member of our team who was not involved in the original ` +
          `decision will review it and tell you the outcome.`,
      ),
      h2("Your comments are yours"),
      p(
        "You keep the ownership of what you write. By posting a comment, you allow us to publish it as described in our Terms and Conditions. You can delete your own comments at any time.",
      ),
    ],
  },

  terms: {
    title: "Terms and Conditions",
    description: "The terms that govern your use of the Kural News website and apps: our content, your comments, disclaimers, liability and governing law.",
    updated: "07 January 2025",
    updatedIso: "2025-01-07",
    blocks: [
      p(
        "These Terms and Conditions govern your use of the Kural News website and mobile apps (together, " +
          "'the service'). By using the service, or by signing in or creating an account, you agree to these " +
          "terms, to our Privacy Policy and to our User Policy. If you do not agree, please do not use the " +
          "service.",
      ),
      h2("Using the service"),
      p(
        "You may use the service for your own personal, non-commercial purposes. Reading our RSS feeds in a " +
          "feed reader for your own use is welcome. You must not misuse the service: do not try to gain " +
          "unauthorised access to our systems or to other readers' accounts, do not interfere with how the " +
          "service works, and do not copy content from it automatically (by scraping or crawling) except as " +
          "our robots.txt file allows or with our written permission.",
      ),
      p(
        "When you sign in, you must give accurate information, keep your account secure and not let anyone else use it. We may change, suspend or discontinue any part of the service at any time.",
      ),
      h2("Our content and copyright"),
      p(
        `All news reports, articles, photographs, videos and graphics, the Kural News name and logo, and the ` +
          `design of the service belong to Kural News or to those who have licensed them to us, and are ` +
          `protected by the Copyright Act, 1957 and other laws. You may read them, share links to them, and ` +
          `quote short extracts for news reporting, criticism or review, with a clear credit to Kural News and ` +
          `a link to the original article. You may not reproduce, republish, broadcast, translate or sell our ` +
          `content, in whole or in substantial part, without our written permission. To ask for permission, ` +
          `write to ${EDITOR_EMAIL}.`,
      ),
      h2("Content you post"),
      p(
        "You keep the copyright in the comments and other content you post. By posting it, you give Kural " +
          "News a non-exclusive, royalty-free, worldwide licence to publish, display, store and distribute it " +
          "on the service and in connection with it, including next to the article in either language edition. " +
          "This licence ends when your content is removed from the service, except for copies we must keep by " +
          "law and backups that are deleted in the normal course.",
      ),
      p(
        "You confirm that you have the right to post what you post and that it follows our User Policy. You " +
          "are responsible for it. We may remove any content that breaks these terms, our User Policy or the " +
          "law.",
      ),
      h2("Links and third-party services"),
      p(
        "The service contains links to other websites, and lets you share articles through services such as " +
          "WhatsApp, Telegram, Facebook and X. Google sign-in is provided by Google. We are not responsible " +
          "for the content or practices of these third parties; their own terms govern your use of them.",
      ),
      h2("Disclaimers"),
      p(
        "We work hard to keep our reporting accurate and up to date, and we correct errors promptly. But " +
          "news develops quickly, and the service is provided 'as is' and 'as available'. Our content is for " +
          "general information. It is not professional, legal, financial or medical advice, and you should not " +
          "rely on it as such. Opinion articles and readers' comments express the views of their authors, not " +
          "of Kural News. We do not guarantee that the service will be uninterrupted or free of errors.",
      ),
      h2("Limitation of liability"),
      p(
        "To the extent the law permits, Kural News and its directors, employees and partners are not liable " +
          "for any indirect, incidental or consequential loss, or for any loss of data, profits or goodwill, " +
          "arising from your use of the service, your inability to use it, or your reliance on its content. " +
          "Nothing in these terms limits any liability that cannot be limited under Indian law, including your " +
          "rights as a consumer.",
      ),
      h2("Governing law and disputes"),
      p(
        `These terms are governed by the laws of India. Subject to any rights you have under the Consumer ` +
          `Protection Act, 2019, the courts at Chennai, Tamil Nadu, have exclusive jurisdiction over any ` +
          `dispute arising from these terms or from your use of the service. Before going to court, please ` +
          `write to our Grievance Officer at ${GRIEVANCE_EMAIL}, so that we can try to resolve the matter.`,
      ),
      h2("Changes to these terms"),
      p(
        "We may change these terms from time to time. We will publish the changed terms on this page with a " +
          "new date at the top, and tell signed-in readers about significant changes in advance. If you " +
          "continue to use the service after the changes take effect, you accept the changed terms.",
      ),
      h2("Contact"),
      p(`Questions about these terms: ${EDITOR_EMAIL}. Complaints: ${GRIEVANCE_EMAIL}. By post: ${ADDRESS_EN}.`),
    ],
  },
};

const TA: Record<StaticPageKey, StaticPage> = {
  about: {
    title: "எங்களைப் பற்றி",
    description: "தமிழ்நாட்டின் அனைத்து மாவட்டங்கள், மாநிலம், இந்தியா, உலகச் செய்திகளைத் தமிழிலும் ஆங்கிலத்திலும் வழங்கும் சென்னையைச் சேர்ந்த செய்தித் தளம் குரல் செய்திகள்.",
    blocks: [
      p(
        "குரல் செய்திகள், தமிழ்நாட்டு மக்களுக்காகத் தமிழிலும் ஆங்கிலத்திலும் வெளியாகும் டிஜிட்டல் செய்திச் " +
          "சேவை. சென்னையைத் தலைமையிடமாகக் கொண்ட ஊடகத் தொழில்நுட்ப நிறுவனமான நாங்கள், எங்கள் இணையதளத்தையும் " +
          "கைப்பேசிச் செயலிகளையும் நாங்களே உருவாக்குகிறோம். உங்கள் மாவட்டச் செய்திகள் உங்களை விரைவாக வந்தடைய " +
          "வேண்டும், எந்தத் திரையிலும் எளிதாகப் படிக்கும்படி இருக்க வேண்டும், வேகம் குறைந்த இணைய இணைப்பிலும் " +
          "தடையின்றிக் கிடைக்க வேண்டும் என்பதற்காகவே இந்த முயற்சி. 'குரல்' என்ற எங்கள் பெயருக்கு ஏற்ப, மாநிலம் " +
          "முழுவதும் உள்ள வாசகர்களுக்குத் தெளிவான, நம்பகமான குரலாக ஒலிப்பதே எங்கள் இலக்கு.",
      ),
      h2("நாங்கள் வழங்கும் செய்திகள்"),
      p("சென்னை, கோயம்புத்தூர் முதல் கன்னியாகுமரி வரை, தமிழ்நாட்டின் 38 மாவட்டங்களிலிருந்தும் எங்கள் செய்தியாளர்களும் மாவட்ட நிருபர்களும் செய்திகளைத் தருகின்றனர். எங்கள் செய்திப் பரப்பு:"),
      ul(
        "மாவட்ட, நகரச் செய்திகள்: உள்ளாட்சி நிர்வாகம், மக்கள் பிரச்சினைகள், வானிலை, போக்குவரத்து, " +
          "நீதிமன்றங்கள், குற்றச் செய்திகள், சமூக நிகழ்வுகள் எனத் தமிழ்நாட்டின் ஒவ்வொரு மாவட்டத்திலிருந்தும் " +
          "செய்திகள்.",
        "மாநிலச் செய்திகள்: தமிழ்நாடு அரசு, சட்டப்பேரவை, அரசியல், அரசின் கொள்கைகள், பொருளாதாரம், வேளாண்மை, கல்வி.",
        "தேசியச் செய்திகள்: நாடாளுமன்றம், நீதிமன்றங்கள், பொருளாதாரம் உள்ளிட்ட, தமிழ்நாட்டு வாசகர்களுக்கு முக்கியமான இந்திய நிகழ்வுகள்.",
        "உலகச் செய்திகள்: முக்கியப் பன்னாட்டு நிகழ்வுகளும், உலகெங்கும் வாழும் தமிழர்களின் செய்திகளும்.",
        "விளையாட்டு, திரைப்படம், வணிகம், அறிவியல், சுற்றுச்சூழல், வாழ்வியல், பயணம்.",
      ),
      h2("இரு மொழிகள், ஒரே செய்தி அறை"),
      p(
        "குரல் செய்திகளின் ஒவ்வொரு பக்கமும் தமிழிலும் ஆங்கிலத்திலும் கிடைக்கிறது. எங்கள் தமிழ்ப் பதிப்பைத் " +
          "தமிழ் இதழாளர்களே தமிழில் எழுதிச் செம்மைப்படுத்துகின்றனர்; அது ஆங்கிலப் பதிப்பின் இயந்திர " +
          "மொழிபெயர்ப்பு அல்ல. ஒவ்வொரு பக்கத்தின் மேற்பகுதியில் உள்ள மொழிப் பட்டியலில் எப்போது வேண்டுமானாலும் " +
          "மொழியை மாற்றலாம்; உங்கள் தேர்வை எங்கள் தளம் நினைவில் வைத்துக்கொள்ளும்.",
      ),
      h2("ஆசிரியர் குழுவின் சுதந்திரம்"),
      p(
        "எதைச் செய்தியாக்குவது, எப்படி வெளியிடுவது என்பதை எங்கள் ஆசிரியர்கள் மட்டுமே முடிவு செய்கின்றனர். " +
          "விளம்பரதாரர்கள், நிதியுதவி அளிப்போர், முதலீட்டாளர்கள், அரசியல் கட்சிகள், அரசு அமைப்புகள் என " +
          "எவருக்கும் எங்கள் செய்தி முடிவுகளில் இடமில்லை. விளம்பரங்களும் நிதியுதவி பெற்ற உள்ளடக்கமும் " +
          "இடம்பெறும்போது, அவை தெளிவாகக் குறிக்கப்பட்டுச் செய்திகளிலிருந்து தனியாக வைக்கப்படுகின்றன. செய்தி " +
          "வெளியிடுவதற்காக நாங்கள் எவரிடமிருந்தும் பணம் பெறுவதில்லை.",
      ),
      p(
        "துல்லியம், நேர்மை, நடுநிலை ஆகியவையே எங்கள் பணியின் அடித்தளம். வெளியிடும் முன் தகவல்களைச் " +
          "சரிபார்க்கிறோம்; செய்தியில் இடம்பெறுவோருக்குத் தங்கள் தரப்பை விளக்க நியாயமான வாய்ப்பு அளிக்கிறோம்; " +
          "செய்தியையும் கருத்தையும் பிரித்தே வழங்குகிறோம். குழந்தைகள், குற்றங்களால் பாதிக்கப்பட்டோர், சமூக " +
          "நல்லிணக்கம் சார்ந்த விவகாரங்கள், நீதிமன்ற விசாரணையில் உள்ள வழக்குகள் குறித்து எழுதும்போது கூடுதல் " +
          "கவனம் செலுத்துகிறோம். இந்தியப் பத்திரிகை கவுன்சிலின் இதழியல் நடத்தை நெறிகளையும், தகவல் தொழில்நுட்ப " +
          "விதிகள், 2021-இன் கீழ் டிஜிட்டல் செய்தி வெளியீட்டாளர்களுக்கான நெறிமுறைகளையும் நாங்கள் " +
          "பின்பற்றுகிறோம்.",
      ),
      h2("திருத்தங்கள்"),
      p(
        `நாங்கள் தவறு செய்தால், அதை உடனடியாகவும் வெளிப்படையாகவும் திருத்துகிறோம். என்ன மாற்றப்பட்டது, ` +
          `எப்போது என்ற விவரம் கட்டுரையின் இறுதியில் குறிப்பாகச் சேர்க்கப்படும். குறிப்பிடத்தக்க பிழைகள் இரு ` +
          `மொழிப் பதிப்புகளிலும் திருத்தப்படும். நாங்கள் தவறான தகவலை வெளியிட்டுள்ளதாகக் கருதினால், கட்டுரையின் ` +
          `இணைப்பையும் பிழையின் விவரத்தையும் ${EDITOR_EMAIL} என்ற முகவரிக்கு அனுப்புங்கள். எங்கள் உள்ளடக்கம் ` +
          `தொடர்பான புகார்களை, 'எங்களைத் தொடர்புகொள்ள' பக்கத்தில் குறிப்பிட்டுள்ளபடி, எங்கள் குறைதீர் ` +
          `அலுவலருக்கும் அனுப்பலாம்.`,
      ),
      h2("எங்கள் செயலிகள்"),
      p(
        "குரல் செய்திகள், ஆண்ட்ராய்டு கைப்பேசிகளுக்கு Google Play-யிலும் ஐபோனுக்கு App Store-இலும் இலவசச் " +
          "செயலியாகக் கிடைக்கிறது. இதே செய்திகளை இரு மொழிகளிலும் வழங்கும் இந்தச் செயலிகள், பயணத்தின்போதும் " +
          "உங்கள் மாவட்டச் செய்திகளைத் தொடர்ந்து அறிய உதவுகின்றன. ஒவ்வொரு பக்கத்தின் அடிப்பகுதியிலும் " +
          "அவற்றுக்கான இணைப்புகள் உள்ளன.",
      ),
      h2("உரையாடலில் பங்கேற்க"),
      p(
        "உள்நுழைந்த வாசகர்கள் கட்டுரைகளை விரும்பலாம், சேமிக்கலாம், அவற்றின் மீது கருத்துத் தெரிவிக்கலாம். " +
          "உங்கள் கைப்பேசி எண்ணும் ஒருமுறைக் கடவுச்சொல்லும் (OTP) கொண்டோ, உங்கள் Google கணக்கின் மூலமோ " +
          "உள்நுழையலாம். உரையாடல் அனைவருக்கும் பயனுள்ளதாகவும் மரியாதையுடனும் அமைய, கருத்துத் தெரிவிக்கும் முன் " +
          "எங்கள் பயனர் கொள்கையைப் படியுங்கள்.",
      ),
      p(
        "குரல் செய்திகள் தமிழ்நாட்டின் சென்னையிலிருந்து வெளியிடப்படுகிறது. எங்கள் செய்தி அறை, குறைதீர் அலுவலர், விளம்பரப் பிரிவு ஆகியோரைத் தொடர்புகொள்ள 'எங்களைத் தொடர்புகொள்ள' பக்கத்தைப் பாருங்கள்.",
      ),
    ],
  },

  contact: {
    title: "எங்களைத் தொடர்புகொள்ள",
    description: "குரல் செய்திகளின் செய்தி அறை, குறைதீர் அலுவலர், விளம்பரப் பிரிவு ஆகியோரை மின்னஞ்சல் அல்லது அஞ்சல் மூலம் தொடர்புகொள்ளுங்கள். ஒவ்வொரு கடிதத்தையும் படிக்கிறோம்.",
    blocks: [
      p(
        "வாசகர்களிடமிருந்து கடிதம் வருவதை மகிழ்ச்சியுடன் வரவேற்கிறோம். செய்தித் தகவல், திருத்தம், நாங்கள் " +
          "வெளியிட்ட ஒன்றைப் பற்றிய புகார், விளம்பரம் தொடர்பான கேள்வி என எதுவாயினும், உங்கள் கடிதம் உரியவர்களை " +
          "விரைவாகச் சென்றடையக் கீழே உள்ள பொருத்தமான முகவரிக்கு எழுதுங்கள்.",
      ),
      h2("செய்தி அறை"),
      p(
        `செய்தித் தகவல்கள், பத்திரிகைக் குறிப்புகள், நிகழ்ச்சி விவரங்கள், ஆசிரியருக்குக் கடிதங்கள், ` +
          `திருத்தங்கள் ஆகியவற்றை ${EDITOR_EMAIL} என்ற முகவரிக்கு அனுப்புங்கள். உங்கள் பெயரையும் உங்களைத் ` +
          `தொடர்புகொள்ளும் வழியையும், திருத்தம் என்றால் தொடர்புடைய கட்டுரையின் இணைப்பையும் சேர்த்து ` +
          `அனுப்புங்கள். செய்தித் தகவல் அனுப்பினால், அந்தத் தகவல் உங்களுக்கு எப்படித் தெரியவந்தது என்பதையும், ` +
          `உங்கள் பெயரை வெளியிடலாமா என்பதையும் குறிப்பிடுங்கள். எங்களுக்குத் தகவல் தருவோரின் அடையாளத்தை ` +
          `நாங்கள் பாதுகாக்கிறோம்.`,
      ),
      h2("குறைதீர் அலுவலர்"),
      p(
        "தகவல் தொழில்நுட்ப (இடைநிலை நிறுவனங்களுக்கான வழிகாட்டுதல்கள் மற்றும் டிஜிட்டல் ஊடக நெறிமுறைகள்) " +
          "விதிகள், 2021-இன்படி, எங்கள் உள்ளடக்கம் குறித்த புகார்களையும் (டிஜிட்டல் செய்தி " +
          "வெளியீட்டாளர்களுக்கான நெறிமுறைகளின் கீழ் வரும் புகார்கள் உட்பட), உங்கள் தனிப்பட்ட தரவை நாங்கள் " +
          "கையாளும் முறை குறித்த புகார்களையும் பெற்றுத் தீர்வு காணக் குரல் செய்திகள் ஒரு குறைதீர் அலுவலரை " +
          "நியமித்துள்ளது.",
      ),
      ul(
        "குறைதீர் அலுவலர்: தரநிலைகள் மற்றும் சட்ட இணக்கப் பிரிவுத் தலைவர், குரல் செய்திகள்",
        `மின்னஞ்சல்: ${GRIEVANCE_EMAIL}`,
        "அஞ்சல்: குறைதீர் அலுவலர், குரல் செய்திகள், கீழே உள்ள அஞ்சல் முகவரி",
        "ஒப்புகை: புகார் கிடைத்த 24 மணி நேரத்துக்குள்",
        "தீர்வு: புகார் கிடைத்த நாளிலிருந்து 15 நாள்களுக்குள்",
      ),
      p(
        "உங்கள் பெயர், தொடர்பு விவரங்கள், புகாருக்குரிய உள்ளடக்கத்தின் இணைப்பு (அல்லது அதன் தெளிவான விவரம்), " +
          "புகாருக்கான காரணம் ஆகியவற்றைக் குறிப்பிடுங்கள். புகார் கிடைத்த 24 மணி நேரத்துக்குள் ஒப்புகை " +
          "அனுப்புவோம்; 15 நாள்களுக்குள் முடிவெடுத்து, அந்த முடிவையும் அதற்கான காரணங்களையும் உங்களுக்குத் " +
          "தெரிவிப்போம். முடிவில் உங்களுக்கு நிறைவு இல்லையெனில், அந்த விதிகள் வழங்கும் மேல்முறையீட்டு " +
          "நடைமுறையின் மூலம் மேல்முறையீடு செய்யலாம்.",
      ),
      h2("விளம்பரமும் கூட்டாண்மையும்"),
      p(
        `குரல் செய்திகளில் தமிழிலோ ஆங்கிலத்திலோ இரண்டிலுமோ விளம்பரம் செய்ய, அல்லது கூட்டாண்மை குறித்துப் பேச ` +
          `${ADS_EMAIL} என்ற முகவரிக்கு எழுதுங்கள். எங்கள் விளம்பரப் பிரிவு செய்தி அறையிலிருந்து தனித்துச் ` +
          `செயல்படுகிறது; எங்கள் செய்திகளின் மீது விளம்பரதாரர்களுக்கு எந்தச் செல்வாக்கும் இல்லை.`,
      ),
      h2("அஞ்சல் முகவரி"),
      p(`${ADDRESS_TA}.`),
      h2("இங்கேயே எழுதலாம்"),
      p(
        "கீழே உள்ள படிவத்தைப் பயன்படுத்தியும் நீங்கள் எங்களுக்கு எழுதலாம். உங்கள் கடிதத்துக்குப் பொருத்தமான " +
          "தலைப்பைத் தேர்ந்தெடுத்தால், அதை உரிய பிரிவுக்கு அனுப்புவோம். ஒவ்வொரு கடிதத்தையும் படிக்கிறோம்; " +
          "ஆனால் ஒவ்வொன்றுக்கும் தனித்தனியாகப் பதில் அனுப்புவது எப்போதும் இயலாமல் போகலாம்.",
      ),
      p(
        "கடவுச்சொற்களையோ ஒருமுறைக் கடவுச்சொல்லையோ (OTP) எந்த வழியிலும் எங்களுக்கு அனுப்ப வேண்டாம். உங்கள் " +
          "கைப்பேசிக்கு வரும் ஒருமுறைக் கடவுச்சொல்லைக் குரல் செய்திகள் ஊழியர்கள் ஒருபோதும் கேட்க மாட்டார்கள்.",
      ),
    ],
  },

  "cookie-policy": {
    title: "குக்கீ கொள்கை",
    description: "குரல் செய்திகள் அமைக்கும் குக்கீகள், அவற்றின் பயன், கால அளவு, அவற்றைக் கட்டுப்படுத்தும் வழிகள். மூன்றாம் தரப்பு விளம்பரக் குக்கீகளை அமைப்பதில்லை.",
    updated: "03/03/2025",
    updatedIso: "2025-03-03",
    blocks: [
      p(
        "குக்கீகள் என்றால் என்ன, குரல் செய்திகள் இணையதளம் எந்தெந்தக் குக்கீகளை அமைக்கிறது, அவை எதற்குப் " +
          "பயன்படுகின்றன, அவற்றை நீங்கள் எப்படிக் கட்டுப்படுத்தலாம் என்பதை இந்தக் குக்கீ கொள்கை விளக்குகிறது. " +
          "இதை எங்கள் தனியுரிமைக் கொள்கையுடன் சேர்த்துப் படியுங்கள்.",
      ),
      h2("குக்கீ என்றால் என்ன"),
      p(
        "குக்கீ என்பது, ஓர் இணையதளம் உங்கள் உலாவியில் சேமிக்கச் சொல்லும் சிறிய உரைக் கோப்பு. அடுத்த முறை " +
          "நீங்கள் அந்தத் தளத்துக்குச் செல்லும்போது உலாவி அதைத் திருப்பி அனுப்புகிறது. நீங்கள் " +
          "உள்நுழைந்திருப்பதையும், மொழி போன்ற நீங்கள் செய்த தேர்வுகளையும் இணையதளம் நினைவில் கொள்ளக் குக்கீகள் " +
          "உதவுகின்றன.",
      ),
      h2("நாங்கள் அமைக்கும் குக்கீகள்"),
      p(
        "தளத்தை இயக்கவும் உங்கள் தேர்வுகளை நினைவில் கொள்ளவும் தேவையான குக்கீகளை மட்டுமே பயன்படுத்துகிறோம். " +
          "இவை அனைத்தும் எங்கள் இணையதளமே அமைக்கும் முதல் தரப்புக் குக்கீகள்; எங்கள் சர்வர்கள் மட்டுமே இவற்றைப் " +
          "படிக்கின்றன.",
      ),
      ul(
        "__session: கைப்பேசி எண் அல்லது Google கணக்கு மூலம் உள்நுழைந்த பிறகு, உங்களை உள்நுழைந்த நிலையிலேயே " +
          "வைத்திருக்கிறது. உங்கள் உள்நுழைவுக்கான பாதுகாப்பான, கையொப்பமிடப்பட்ட குறிப்பு இதில் இருக்கும்; " +
          "பக்கத்தில் இயங்கும் நிரல்களால் இதைப் படிக்க முடியாது (HttpOnly). நீங்கள் வெளியேறும்போது இது " +
          "நீக்கப்படும்; குறிப்பிட்ட காலத்துக்குப் பிறகு தானாகவே காலாவதியாகும்.",
        "mode: நீங்கள் தேர்ந்தெடுத்த வெளிர் அல்லது இருண்ட திரைத் தோற்றத்தை நினைவில் கொள்கிறது. அதிகபட்சம் ஓராண்டு வைத்திருக்கப்படும்.",
        "ln: நீங்கள் கடைசியாகத் தேர்ந்தெடுத்த மொழியை (ஆங்கிலம் அல்லது தமிழ்) நினைவில் கொண்டு, அந்தப் பதிப்பை " +
          "உங்களுக்கு வழங்க உதவுகிறது. ஒரு பக்கம் எந்த மொழியில் காட்டப்படும் என்பதை அதன் இணைய முகவரியே " +
          "எப்போதும் தீர்மானிக்கிறது. அதிகபட்சம் ஓராண்டு வைத்திருக்கப்படும்.",
        "city: முகப்புப் பக்கத்தின் நகரச் செய்திப் பகுதிக்காக நீங்கள் தேர்ந்தெடுத்த நகரை (அல்லது 'எனது " +
          "இருப்பிடத்தைப் பயன்படுத்து' பொத்தானை அழுத்தியபோது கண்டறியப்பட்ட நகரை) நினைவில் கொள்கிறது. இதில் " +
          "நகரின் பெயர் மட்டுமே இருக்கும்; உங்கள் துல்லியமான இருப்பிடம் ஒருபோதும் இருக்காது. அதிகபட்சம் " +
          "ஓராண்டு வைத்திருக்கப்படும்.",
        "news_liked_* (நீங்கள் விரும்பும் ஒவ்வொரு கட்டுரைக்கும் ஒன்று; news_liked_ என்பதைத் தொடர்ந்து அந்தக் " +
          "கட்டுரையின் இணைய முகவரிப் பெயர் இருக்கும்): நீங்கள் ஒரு கட்டுரையை விரும்பியதை நினைவில் கொள்கிறது; " +
          "இதனால் விருப்பப் பொத்தான் சரியாகக் காட்டப்படுகிறது.",
        "சேமித்த கட்டுரைகளுக்கான குக்கீ: பின்னர் படிப்பதற்காக இந்த உலாவியில் நீங்கள் சேமித்த கட்டுரைகளை நினைவில் கொள்கிறது.",
      ),
      p(
        "இந்தக் குக்கீகள் ஒவ்வொன்றும், நீங்கள் கேட்கும் சேவையை வழங்க இன்றியமையாதது, அல்லது நீங்களே செய்த ஒரு " +
          "தேர்வை நினைவில் கொள்வது. பிற இணையதளங்களில் உங்களைப் பின்தொடர இவற்றைப் பயன்படுத்துவதில்லை; இவற்றில் " +
          "உள்ளவற்றை விற்பதோ பிறருடன் பகிர்வதோ இல்லை.",
      ),
      h2("நாங்கள் பயன்படுத்தாத குக்கீகள்"),
      p(
        "மூன்றாம் தரப்பு விளம்பரக் குக்கீகளை நாங்கள் பயன்படுத்துவதில்லை; எங்கள் தளத்தின் வழியாகப் " +
          "பின்தொடர்தல் குக்கீகளை அமைக்க விளம்பர நிறுவனங்களை அனுமதிப்பதும் இல்லை. ஒவ்வொரு பக்கமும் எத்தனை முறை " +
          "பார்க்கப்பட்டது என்பதை, குக்கீகள் இல்லாமலும் அந்த எண்ணிக்கையை உங்களுடன் தொடர்புபடுத்தாமலும், எங்கள் " +
          "சொந்த சர்வர்களிலேயே கணக்கிடுகிறோம்.",
      ),
      h2("Google மூலம் உள்நுழைதல்"),
      p(
        "Google மூலம் உள்நுழையத் தேர்ந்தெடுத்தால், Google-இன் உள்நுழைவுச் சேவை திறக்கும்; அப்போது Google " +
          "தனது சொந்தத் தனியுரிமை, குக்கீ கொள்கைகளின்படி தனது குக்கீகளை அமைக்கக்கூடும். நீங்கள் Google " +
          "உள்நுழைவைத் தேர்ந்தெடுக்கும்போது மட்டுமே Google-இன் உள்நுழைவுச் சேவை தொடர்புகொள்ளப்படுகிறது. " +
          "கைப்பேசி எண் மூலம் உள்நுழைந்தாலோ, உள்நுழையாமலேயே படித்தாலோ இது நடைபெறாது.",
      ),
      h2("குக்கீகளைக் கட்டுப்படுத்தும் வழிகள்"),
      p(
        "உங்கள் உலாவியின் அமைப்புகளில் குக்கீகளைப் பார்க்கவும் நீக்கவும் முடியும். பெரும்பாலான உலாவிகள், " +
          "எல்லாத் தளங்களுக்கும் அல்லது குறிப்பிட்ட தளங்களுக்கு மட்டும் குக்கீகளைத் தடுக்க அனுமதிக்கின்றன. " +
          "தனிப்பட்ட (incognito) சாளரத்தையும் பயன்படுத்தலாம்; அதை மூடும்போது அதன் குக்கீகள் நீக்கப்படும்.",
      ),
      ul(
        "__session குக்கீயைத் தடுத்தாலோ நீக்கினாலோ நீங்கள் வெளியேற்றப்படுவீர்கள்; கருத்துத் தெரிவிக்க மீண்டும் உள்நுழைய வேண்டியிருக்கும்.",
        "விருப்பத்தேர்வுக் குக்கீகளை (mode, ln, city) தடுத்தாலோ நீக்கினாலோ தளம் தொடர்ந்து இயங்கும்; ஆனால் திரைத் தோற்றம், மொழி, நகரம் ஆகியவை இயல்புநிலைக்குத் திரும்பும்.",
        "விருப்பம், சேமிப்பு தொடர்பான குக்கீகளை நீக்கினால், இந்த உலாவியில் நீங்கள் விரும்பிய அல்லது சேமித்த கட்டுரைகளைத் தளம் மறந்துவிடும்.",
      ),
      p(
        "குரல் செய்திகளிலிருந்து வெளியேறும்போது __session குக்கீ நீக்கப்படும். திரைத் தோற்றம், மொழி அல்லது நகரத்தை மாற்றும்போது, முந்தைய மதிப்புக்குப் பதிலாகப் புதிய மதிப்பு சேமிக்கப்படும்.",
      ),
      h2("இந்தக் கொள்கையில் மாற்றங்கள்"),
      p(
        `நாங்கள் பயன்படுத்தும் குக்கீகளில் மாற்றம் செய்தால், இந்தக் கொள்கையையும் இந்தப் பக்கத்தின் மேலே உள்ள ` +
          `தேதியையும் புதுப்பிப்போம். குக்கீகள் பற்றிய கேள்விகளுக்கு ${GRIEVANCE_EMAIL} என்ற முகவரிக்கு ` +
          `எழுதுங்கள்.`,
      ),
    ],
  },

  "privacy-policy": {
    title: "தனியுரிமைக் கொள்கை",
    description: "உங்கள் தனிப்பட்ட தரவைக் குரல் செய்திகள் கையாளும் முறையும், டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், 2023-இன் கீழ் உங்களுக்கு உள்ள உரிமைகளும்.",
    updated: "08 ஜனவரி 2025",
    updatedIso: "2025-01-08",
    blocks: [
      p(
        "எங்கள் இணையதளத்தையும் செயலிகளையும் நீங்கள் பயன்படுத்தும்போது குரல் செய்திகள் எந்தத் தனிப்பட்ட " +
          "தரவைச் சேகரிக்கிறது, ஏன் சேகரிக்கிறது, எவ்வளவு காலம் வைத்திருக்கிறது, டிஜிட்டல் தனிநபர் தரவுப் " +
          "பாதுகாப்புச் சட்டம், 2023 உள்ளிட்ட இந்தியச் சட்டங்களின் கீழ் உங்களுக்கு என்னென்ன உரிமைகள் உள்ளன " +
          "என்பதை இந்தக் கொள்கை விளக்குகிறது. இந்தத் தரவுக்குக் குரல் செய்திகளே தரவுப் பொறுப்பாளர் (Data " +
          "Fiduciary).",
      ),
      h2("கணக்கு இல்லாமல் படித்தல்"),
      p(
        "உள்நுழையாமலும், தனிப்பட்ட விவரங்கள் எதையும் தராமலும் எங்கள் செய்திகளைப் படிக்கலாம், தேடலாம், " +
          "பகிரலாம். உங்கள் உலாவி அனுப்பும் IP முகவரி, உலாவியின் வகை போன்ற தொழில்நுட்பத் தகவல்கள் எங்கள் " +
          "சர்வர்களுக்கு வருகின்றன; பக்கங்களை வழங்கவும் சேவையைப் பாதுகாக்கவும் மட்டுமே அவற்றைப் " +
          "பயன்படுத்துகிறோம்.",
      ),
      h2("கைப்பேசி எண் மூலம் உள்நுழைதல்"),
      p(
        "கைப்பேசி எண் மூலம் உள்நுழைந்தால், உங்கள் 10 இலக்க எண்ணைப் பெற்று, அதற்கு ஆறு இலக்க ஒருமுறைக் " +
          "கடவுச்சொல்லை (OTP) குறுஞ்செய்தியாக அனுப்புகிறோம்; இதற்காக மட்டுமே உங்கள் எண்ணைப் பெறும் " +
          "குறுஞ்செய்திச் சேவை நிறுவனம் வழியாக அது அனுப்பப்படுகிறது. அந்தக் கடவுச்சொல் சில நிமிடங்கள் மட்டுமே " +
          "செல்லுபடியாகும்; அதுவும் hash வடிவில் மட்டுமே சேமிக்கப்படுகிறது. உங்கள் கணக்கை அடையாளம் காணவும் " +
          "பாதுகாக்கவும் மட்டுமே உங்கள் எண்ணைப் பயன்படுத்துகிறோம்; அதை ஒருபோதும் வெளியிடுவதோ விளம்பர " +
          "நோக்கங்களுக்குப் பயன்படுத்துவதோ இல்லை.",
      ),
      h2("Google மூலம் உள்நுழைதல்"),
      p(
        "Google மூலம் உள்நுழையத் தேர்ந்தெடுத்தால், உங்கள் பெயர், மின்னஞ்சல் முகவரி, சுயவிவரப் படம் ஆகியவற்றை " +
          "Google எங்களுடன் பகிர்கிறது. உங்கள் பெயரையும் படத்தையும் உங்கள் கருத்துகளுக்கு அருகில் " +
          "காட்டுகிறோம்; உங்கள் கணக்கை அடையாளம் காண மின்னஞ்சல் முகவரியைப் பயன்படுத்துகிறோம். உங்கள் Google " +
          "கடவுச்சொல் எங்களுக்கு ஒருபோதும் வருவதில்லை.",
      ),
      h2("கருத்துகள், விருப்பங்கள், சேமித்த கட்டுரைகள்"),
      p(
        "நீங்கள் கருத்துத் தெரிவிக்கும்போது, அந்தக் கருத்தையும், அதன் நேரத்தையும், உங்கள் கணக்கையும் " +
          "சேமிக்கிறோம். உங்கள் கருத்தும் பெயரும் கட்டுரைக்கு அருகில், அனைவரும் பார்க்கும்படி வெளியிடப்படும். " +
          "கருத்துகளுக்கு நீங்கள் அளிக்கும் விருப்பங்கள் உங்கள் கணக்குடன் பதிவு செய்யப்படுகின்றன. நீங்கள் " +
          "விரும்பிய, சேமித்த கட்டுரைகள், எங்கள் குக்கீ கொள்கையில் விளக்கியுள்ளபடி, உங்கள் உலாவியிலேயே " +
          "நினைவில் வைக்கப்படுகின்றன.",
      ),
      h2("உங்கள் இருப்பிடம்"),
      p(
        "உங்கள் இருப்பிடத்தை நாங்கள் ஒருபோதும் பின்தொடர்வதில்லை. 'எனது இருப்பிடத்தைப் பயன்படுத்து' பொத்தானை " +
          "அழுத்தினால், உங்கள் உலாவி உங்கள் அனுமதியைக் கேட்கும்; நீங்கள் ஒப்புக்கொண்டால், உங்கள் தோராயமான " +
          "இருப்பிடத்தை ஒருமுறை மட்டும் எங்களுக்கு அனுப்பும். எங்கள் சர்வர்கள் அதைக் கொண்டு அருகிலுள்ள நகரைக் " +
          "கண்டறிந்த பின் அதை நீக்கிவிடுகின்றன; நகரின் பெயர் மட்டுமே உங்கள் உலாவியின் city குக்கீயில் " +
          "வைக்கப்படும்.",
      ),
      h2("பக்கப் பார்வை எண்ணிக்கை"),
      p(
        "எந்தச் செய்திகள் அதிகம் படிக்கப்படுகின்றன என்பதைக் காட்ட, ஒவ்வொரு பக்கமும் எத்தனை முறை " +
          "படிக்கப்பட்டது என்பதைக் கணக்கிடுகிறோம். இவை ஒவ்வொரு பக்கத்துக்குமான மொத்த எண்ணிக்கைகள் மட்டுமே: " +
          "இவற்றில் தனிப்பட்ட தரவு எதுவும் இல்லை; இவை உங்களுடன் இணைக்கப்படுவதில்லை. மூன்றாம் தரப்புப் " +
          "பகுப்பாய்வுக் கருவிகளையோ விளம்பரப் பின்தொடர்வுக் கருவிகளையோ நாங்கள் பயன்படுத்துவதில்லை.",
      ),
      h2("உங்கள் தரவைப் பயன்படுத்துவதும் பகிர்வதும்"),
      p(
        "நீங்கள் கேட்கும் வசதிகளை வழங்கவும், சேவையைப் பாதுகாக்கவும், கருத்துகளை நெறிப்படுத்தவும், " +
          "புகார்களைக் கையாளவும், இந்தியச் சட்டங்களுக்கு இணங்கவும் மட்டுமே உங்கள் தரவைப் பயன்படுத்துகிறோம்; " +
          "நீங்கள் உள்நுழையும்போதோ கருத்துத் தெரிவிக்கும்போதோ அளிக்கும் ஒப்புதலின் அடிப்படையிலோ, சட்டம் " +
          "அனுமதிக்கும் வகையிலோ அதைச் செயலாக்குகிறோம். உங்கள் தரவை விற்பதில்லை; இலக்கு வைத்த " +
          "விளம்பரங்களுக்குப் பயன்படுத்துவதுமில்லை. சேவையை இயக்க உதவும் இணைய வழங்கி (hosting), குறுஞ்செய்தி " +
          "நிறுவனங்கள் போன்ற சேவை வழங்குநர்களுடன், தரவைப் பாதுகாக்கக் கோரும் ஒப்பந்தங்களின் கீழ் மட்டுமே " +
          "பகிர்கிறோம்; இந்தியச் சட்டம் கோரும்போது அரசு அமைப்புகளுடனும் பகிர்கிறோம்.",
      ),
      h2("தரவை எவ்வளவு காலம் வைத்திருக்கிறோம்"),
      ul(
        "கணக்குத் தரவு, உங்கள் கணக்கு செயலில் உள்ள வரை வைத்திருக்கப்படும். கணக்கை நீக்கக் கோரினால், உடனடியாக " +
          "அதைப் பயன்படுத்துவதை நிறுத்துவோம்; தகவல் தொழில்நுட்ப விதிகள், 2021 கோருவதன்படி, பதிவு விவரங்களை 180 " +
          "நாள்கள் வைத்திருந்து, பிறகு அழித்துவிடுவோம்.",
        "ஒருமுறைக் கடவுச்சொற்கள் சில நிமிடங்களில் காலாவதியானதும் நீக்கப்படுகின்றன.",
        "கருத்துகள், நீங்களோ எங்கள் நெறியாளர்களோ அவற்றை நீக்கும் வரை, அல்லது உங்கள் கணக்கு நீக்கப்படும் வரை வைத்திருக்கப்படும்.",
        "சர்வர் பதிவுகள் அதிகபட்சம் 90 நாள்கள் வைத்திருக்கப்படும்; பாதுகாப்பு விசாரணைக்கோ சட்டப்படியோ தேவைப்பட்டால் மட்டுமே கூடுதல் காலம் வைத்திருப்போம்.",
      ),
      h2("உங்கள் உரிமைகள்"),
      p("டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், 2023-இன் கீழ் உங்களுக்குப் பின்வரும் உரிமைகள் உள்ளன:"),
      ul(
        "உங்களைப் பற்றி நாங்கள் வைத்திருக்கும் தனிப்பட்ட தரவின் சுருக்கத்தையும், அதைச் செயலாக்கும் முறையையும் அறிதல்;",
        "தவறான அல்லது முழுமையற்ற தரவைத் திருத்தவும், நிறைவு செய்யவும், புதுப்பிக்கவும் கோருதல்;",
        "உங்கள் தரவை அழிக்கக் கோருதல்; ஒப்புதல் அளித்த அதே எளிமையுடன் எப்போது வேண்டுமானாலும் அதைத் திரும்பப் பெறுதல்;",
        "எங்கள் குறைதீர் அலுவலர் மூலம் உங்கள் குறைகளுக்குத் தீர்வு பெறுதல்;",
        "உங்கள் மறைவு அல்லது இயலாமையின்போது இந்த உரிமைகளைப் பயன்படுத்த வேறொருவரை நியமித்தல்.",
      ),
      p(
        "ஒப்புதலைத் திரும்பப் பெறுவது, அதற்கு முந்தைய செயலாக்கத்தைப் பாதிக்காது. உங்கள் புகாருக்கு நாங்கள் " +
          "அளித்த பதிலில் நிறைவு இல்லையெனில், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் அளிக்கலாம்.",
      ),
      h2("குழந்தைகள்"),
      p(
        `குரல் செய்திகள் ஒரு பொதுச் செய்திச் சேவை. இது 13 வயதுக்குட்பட்ட குழந்தைகளுக்காக உருவாக்கப்பட்டதல்ல; ` +
          `13 வயதுக்குட்பட்ட குழந்தைகளிடமிருந்து தெரிந்தே நாங்கள் எந்தத் தனிப்பட்ட தரவையும் சேகரிப்பதில்லை. 13 ` +
          `வயதுக்குட்பட்ட குழந்தை ஒன்று உள்நுழைந்துள்ளதாகவோ எங்களுக்குத் தனிப்பட்ட தரவை அளித்துள்ளதாகவோ ` +
          `நீங்கள் கருதினால், ${GRIEVANCE_EMAIL} என்ற முகவரிக்கு எழுதுங்கள்; அந்தத் தரவை உடனடியாக நீக்குவோம். ` +
          `டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், 2023-இன்படி, 18 வயதுக்குட்பட்ட எவரின் தனிப்பட்ட ` +
          `தரவையும் பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலரின் சரிபார்க்கக்கூடிய ஒப்புதலுடன் மட்டுமே செயலாக்க ` +
          `முடியும்; எனவே நீங்கள் 18 வயதுக்குட்பட்டவர் என்றால், அந்த ஒப்புதல் இல்லாமல் உள்நுழையவோ கருத்துத் ` +
          `தெரிவிக்கவோ வேண்டாம்.`,
      ),
      h2("பாதுகாப்பு"),
      p(
        "மறையாக்கம் செய்யப்பட்ட இணைப்புகள் (HTTPS), HttpOnly உள்நுழைவுக் குக்கீகள், hash வடிவில் " +
          "சேமிக்கப்படும் ஒருமுறைக் கடவுச்சொற்கள், ஊழியர்களுக்கான கட்டுப்படுத்தப்பட்ட அணுகல் உள்ளிட்ட நியாயமான " +
          "பாதுகாப்பு நடவடிக்கைகளால் உங்கள் தரவைப் பாதுகாக்கிறோம். தனிப்பட்ட தரவு மீறல் ஏதேனும் உங்களைப் " +
          "பாதித்தால், சட்டம் கோருவதன்படி உங்களுக்கும் இந்தியத் தரவுப் பாதுகாப்பு வாரியத்துக்கும் தெரிவிப்போம்.",
      ),
      h2("தொடர்பும் குறைதீர்ப்பும்"),
      p(
        `கேள்வி கேட்க, புகார் அளிக்க அல்லது உங்கள் உரிமைகளைப் பயன்படுத்த, எங்கள் குறைதீர் அலுவலருக்கு ` +
          `${GRIEVANCE_EMAIL} என்ற முகவரிக்கு எழுதுங்கள்; அல்லது 'எங்களைத் தொடர்புகொள்ள' பக்கத்தில் உள்ள ` +
          `முகவரிக்கு அஞ்சலில் எழுதுங்கள். புகார்களுக்கு 24 மணி நேரத்துக்குள் ஒப்புகை அளித்து, 15 ` +
          `நாள்களுக்குள் தீர்வு காண்கிறோம்.`,
      ),
      h2("இந்தக் கொள்கையில் மாற்றங்கள்"),
      p(
        "எங்கள் சேவையிலோ சட்டத்திலோ மாற்றம் ஏற்படும்போது இந்தக் கொள்கையைப் புதுப்பிக்கலாம். அப்போது மேலே " +
          "உள்ள தேதியை மாற்றுவோம்; குறிப்பிடத்தக்க மாற்றங்களை உள்நுழைந்த வாசகர்களுக்கு முன்கூட்டியே " +
          "தெரிவிப்போம்.",
      ),
    ],
  },

  "user-policy": {
    title: "பயனர் கொள்கை",
    description: "குரல் செய்திகளில் கருத்துத் தெரிவிப்பதற்கான சமூக விதிகள்: மரியாதை, துல்லியம், தனியுரிமை. நெறிப்படுத்தல், புகார் அளித்தல், கணக்கு இடைநீக்கம் பற்றிய விவரங்கள்.",
    blocks: [
      p(
        "குரல் செய்திகள் கருத்துப் பரிமாற்றத்தை வரவேற்கிறது. உள்ளூர் அனுபவங்களைப் பகிரவும், கேள்விகள் " +
          "கேட்கவும், ஒருவருக்கொருவர் மாறுபடவும், எங்களுடனும் மாறுபடவும் கருத்துப் பகுதி வாசகர்களுக்கு " +
          "இடமளிக்கிறது. அந்த உரையாடல் பயனுள்ளதாகவும் பாதுகாப்பாகவும் அமைவதற்கான விதிகளை இந்தப் பயனர் கொள்கை " +
          "வகுக்கிறது. குரல் செய்திகளில் கருத்துத் தெரிவிப்பதன் மூலம், இந்த விதிகளையும் எங்கள் விதிமுறைகள் " +
          "மற்றும் நிபந்தனைகளையும் பின்பற்ற ஒப்புக்கொள்கிறீர்கள்.",
      ),
      h2("யார் கருத்துத் தெரிவிக்கலாம்"),
      p(
        "கருத்துத் தெரிவிக்கவோ ஒரு கருத்தை விரும்பவோ, உங்கள் கைப்பேசி எண் அல்லது Google கணக்கு மூலம் " +
          "உள்நுழைய வேண்டும். செய்திகளைப் படிக்கவும், தேடவும், கட்டுரைகளை விரும்பவும் கணக்கு தேவையில்லை. " +
          "உங்கள் கணக்கிலிருந்து பதிவிடப்படும் அனைத்துக்கும் நீங்களே பொறுப்பு; எனவே உங்கள் ஒருமுறைக் " +
          "கடவுச்சொல்லை ஒருபோதும் யாருடனும் பகிர வேண்டாம்.",
      ),
      h2("சமூக விதிகள்"),
      ul(
        "வெறுப்புப் பேச்சு கூடாது. மதம், சாதி, சமூகம், இனம், மொழி, பகுதி, பாலினம், பாலீர்ப்பு, மாற்றுத்திறன் " +
          "ஆகியவற்றின் அடிப்படையில் எவரையும் தாக்கவோ இழிவுபடுத்தவோ கூடாது; எவருக்கு எதிராகவும் வன்முறையைத் " +
          "தூண்டக் கூடாது.",
        "தனிநபர் தாக்குதல் கூடாது. கருத்துகளையும் கொள்கைகளையும் பொது நடத்தையையும் விமர்சியுங்கள்; நீங்கள் உரையாடும் நபர்களை அல்ல. வசைச்சொற்கள், மிரட்டல்கள், துன்புறுத்தல், ஆபாசமான சொற்கள் கூடாது.",
        "தவறான தகவல் கூடாது. பொய் என்று தெரிந்த அல்லது சந்தேகிக்கும் கூற்றுகளையும், புனையப்பட்ட " +
          "மேற்கோள்களையும், திருத்தப்பட்ட படங்களையும், குறிப்பாக உடல்நலம், தேர்தல், பேரிடர், சமூக நல்லிணக்கம் " +
          "சார்ந்த விவகாரங்களில், பதிவிடக் கூடாது. இயன்றவரை நம்பகமான ஆதாரத்தைச் சுட்டிக்காட்டுங்கள்.",
        "தேவையற்ற விளம்பரப் பதிவுகள் (spam) கூடாது. விளம்பரங்கள், ஒரே பதிவை மீண்டும் மீண்டும் இடுவது, " +
          "சங்கிலிச் செய்திகள், தொடர்பில்லாத அல்லது தீங்கு விளைவிக்கும் தளங்களுக்கான இணைப்புகள், விருப்ப " +
          "எண்ணிக்கையைச் செயற்கையாக மாற்றும் முயற்சிகள் கூடாது.",
        "தனியுரிமையை மதியுங்கள். எவருடைய கைப்பேசி எண், முகவரி, மின்னஞ்சல், அடையாள ஆவணங்கள், தனிப்பட்ட " +
          "புகைப்படங்களையும் பதிவிடக் கூடாது. பாலியல் குற்றங்களால் பாதிக்கப்பட்டோர், குற்றங்கள் அல்லது " +
          "நீதிமன்ற வழக்குகளில் தொடர்புடைய குழந்தைகள் ஆகியோரின் அடையாளத்தை வெளிப்படுத்தக் கூடாது; இந்தியச் " +
          "சட்டம் அதைத் தடை செய்கிறது.",
        "சட்டத்தை மதியுங்கள். அவதூறான, நீதிமன்ற அவமதிப்பாக அமையக்கூடிய, பிறரின் பதிப்புரிமையை மீறும் எதையும் பதிவிடக் கூடாது.",
        "ஆள்மாறாட்டம் கூடாது. வேறொருவராகவோ, அரசு அலுவலராகவோ, எங்கள் ஊழியராகவோ உங்களைக் காட்டிக்கொள்ளக் கூடாது.",
        "தமிழிலோ ஆங்கிலத்திலோ எழுதுங்கள்; கட்டுரையின் பொருளை விட்டு விலகாதீர்கள். பிற மொழிகளில் உள்ள கருத்துகளை நெறிப்படுத்த இயலாது என்பதால் அவை நீக்கப்படலாம்.",
      ),
      h2("நெறிப்படுத்தும் முறை"),
      p(
        "எங்கள் நெறியாளர்கள் கருத்துகளைப் பரிசீலிக்கின்றனர்; தேவையற்ற விளம்பரப் பதிவுகள் போலத் தோன்றும் " +
          "கருத்துகள், சரிபார்க்கப்படும் வரை நிறுத்தி வைக்கப்படலாம். இந்த விதிகளை மீறும் கருத்துகளை " +
          "நீக்குகிறோம். வாசகர்களின் கருத்துகளை நாங்கள் திருத்துவதில்லை: ஒரு கருத்து எழுதப்பட்டபடியே " +
          "வெளியிடப்படும், அல்லது நீக்கப்படும். ஒரு கருத்து வெளிப்படுத்தும் நிலைப்பாட்டின் அடிப்படையில் அல்ல, " +
          "இந்தக் கொள்கையின் அடிப்படையிலேயே முடிவெடுக்கிறோம். குரல் செய்திகள் மீதான விமர்சனம் உட்பட, நாங்கள் " +
          "உடன்படாத கருத்துகளையும் வெளியிடுகிறோம்.",
      ),
      h2("கருத்து குறித்துப் புகார் அளித்தல்"),
      p(
        `இந்த விதிகளை மீறும் கருத்தைக் கண்டால், அதன் அருகில் உள்ள 'புகார் செய்' பொத்தானை அழுத்தி, பொருத்தமான ` +
          `காரணத்தைத் தேர்ந்தெடுங்கள். புகார்கள் ரகசியமானவை: யார் புகார் அளித்தார் என்பதைக் கருத்தைப் ` +
          `பதிவிட்டவருக்குத் தெரிவிப்பதில்லை. புகார்களை இயன்றவரை விரைவாகப் பரிசீலிக்கிறோம்; மிரட்டல்கள், ` +
          `தனிப்பட்ட தகவல்கள், குழந்தைகள் தொடர்பான உள்ளடக்கம் பற்றிய புகார்களுக்கு முன்னுரிமை அளிக்கிறோம். ` +
          `${GRIEVANCE_EMAIL} என்ற முகவரிக்கும் எழுதலாம்; அங்கு வரும் புகார்களுக்கு, 'எங்களைத் தொடர்புகொள்ள' ` +
          `பக்கத்தில் குறிப்பிட்டுள்ளபடி, 15 நாள்களுக்குள் தீர்வு காணப்படும்.`,
      ),
      h2("கணக்கு இடைநீக்கமும் நீக்கமும்"),
      p(
        "இந்த விதிகளை மீறினால், மீறலின் தீவிரத்தையும் எத்தனை முறை நடந்தது என்பதையும் பொறுத்து, உங்கள் " +
          "கருத்தை நீக்கலாம், உங்களை எச்சரிக்கலாம், குறிப்பிட்ட காலத்துக்குக் கருத்துத் தெரிவிப்பதைத் " +
          "தடுக்கலாம், அல்லது உங்கள் கணக்கை மூடலாம். வன்முறை மிரட்டல், வெறுப்புப் பேச்சு, பிறரின் தனிப்பட்ட " +
          "தகவல்களை வெளியிடுதல் போன்ற கடுமையான மீறல்களுக்கு, எச்சரிக்கையின்றி உடனடியாகக் கணக்கு இடைநீக்கம் " +
          "செய்யப்படலாம். சட்டம் கோரும் இடங்களில், சட்டவிரோத உள்ளடக்கம் குறித்து அரசு அமைப்புகளுக்குத் " +
          "தெரிவிக்கிறோம்.",
      ),
      p(
        `உங்கள் கருத்து தவறுதலாக நீக்கப்பட்டதாகவோ, உங்கள் கணக்கு தவறுதலாக இடைநீக்கம் செய்யப்பட்டதாகவோ ` +
          `கருதினால், விவரங்களுடன் ${GRIEVANCE_EMAIL} என்ற முகவரிக்கு எழுதுங்கள். முதல் முடிவில் பங்கேற்காத ` +
          `எங்கள் குழு உறுப்பினர் ஒருவர் அதை மறுபரிசீலனை செய்து, முடிவை உங்களுக்குத் தெரிவிப்பார்.`,
      ),
      h2("உங்கள் கருத்துகள் உங்களுடையவை"),
      p(
        "நீங்கள் எழுதுவதன் உரிமை உங்களிடமே இருக்கும். ஒரு கருத்தைப் பதிவிடுவதன் மூலம், எங்கள் விதிமுறைகள் " +
          "மற்றும் நிபந்தனைகளில் குறிப்பிட்டுள்ளபடி அதை வெளியிட எங்களுக்கு அனுமதி அளிக்கிறீர்கள். உங்கள் " +
          "கருத்துகளை எப்போது வேண்டுமானாலும் நீங்களே நீக்கலாம்.",
      ),
    ],
  },

  terms: {
    title: "விதிமுறைகள் மற்றும் நிபந்தனைகள்",
    description: "குரல் செய்திகள் இணையதளம், செயலிகளின் பயன்பாட்டுக்கான விதிமுறைகள்: எங்கள் உள்ளடக்கம், உங்கள் கருத்துகள், பொறுப்புத் துறப்பு, பொறுப்பு வரம்பு, பொருந்தும் சட்டம்.",
    updated: "07 ஜனவரி 2025",
    updatedIso: "2025-01-07",
    blocks: [
      p(
        "குரல் செய்திகள் இணையதளத்தையும் கைப்பேசிச் செயலிகளையும் (இரண்டும் சேர்ந்து 'சேவை') நீங்கள் " +
          "பயன்படுத்துவதை இந்த விதிமுறைகள் மற்றும் நிபந்தனைகள் நெறிப்படுத்துகின்றன. சேவையைப் பயன்படுத்துவதன் " +
          "மூலமோ, உள்நுழைவதன் மூலமோ, கணக்கு உருவாக்குவதன் மூலமோ, இந்த விதிமுறைகளையும் எங்கள் தனியுரிமைக் " +
          "கொள்கையையும் பயனர் கொள்கையையும் ஏற்றுக்கொள்கிறீர்கள். இவற்றை ஏற்கவில்லை என்றால், சேவையைப் " +
          "பயன்படுத்த வேண்டாம்.",
      ),
      h2("சேவையைப் பயன்படுத்துதல்"),
      p(
        "உங்கள் சொந்த, வணிக நோக்கமற்ற தேவைகளுக்காகச் சேவையைப் பயன்படுத்தலாம். எங்கள் RSS ஊட்டங்களை உங்கள் " +
          "சொந்தப் பயன்பாட்டுக்காக ஊட்டப் படிப்பானில் படிப்பதை வரவேற்கிறோம். சேவையைத் தவறாகப் பயன்படுத்தக் " +
          "கூடாது: எங்கள் அமைப்புகளையோ பிற வாசகர்களின் கணக்குகளையோ அனுமதியின்றி அணுக முயலக் கூடாது; சேவையின் " +
          "இயக்கத்தில் குறுக்கிடக் கூடாது; எங்கள் robots.txt கோப்பு அனுமதிப்பதைத் தவிர, அல்லது எங்கள் " +
          "எழுத்துப்பூர்வ அனுமதியின்றி, தானியங்கி முறையில் (scraping, crawling) உள்ளடக்கத்தைப் பிரதியெடுக்கக் " +
          "கூடாது.",
      ),
      p(
        "உள்நுழையும்போது சரியான தகவல்களை அளிக்க வேண்டும்; உங்கள் கணக்கைப் பாதுகாப்பாக வைத்திருக்க வேண்டும்; " +
          "வேறு எவரையும் அதைப் பயன்படுத்த அனுமதிக்கக் கூடாது. சேவையின் எந்தப் பகுதியையும் எப்போது " +
          "வேண்டுமானாலும் மாற்றவோ, இடைநிறுத்தவோ, நிறுத்தவோ எங்களுக்கு உரிமை உண்டு.",
      ),
      h2("எங்கள் உள்ளடக்கமும் பதிப்புரிமையும்"),
      p(
        `அனைத்துச் செய்திகள், கட்டுரைகள், புகைப்படங்கள், காணொலிகள், வரைகலைகள், குரல் செய்திகள் என்ற பெயர், ` +
          `இலச்சினை, சேவையின் வடிவமைப்பு ஆகியவை குரல் செய்திகளுக்கு அல்லது அவற்றை எங்களுக்கு உரிமம் ` +
          `அளித்தவர்களுக்குச் சொந்தமானவை; பதிப்புரிமைச் சட்டம், 1957 உள்ளிட்ட சட்டங்களால் பாதுகாக்கப்பட்டவை. ` +
          `நீங்கள் அவற்றைப் படிக்கலாம், அவற்றுக்கான இணைப்புகளைப் பகிரலாம்; செய்தி வெளியீடு, விமர்சனம், ` +
          `மதிப்பாய்வு ஆகிய நோக்கங்களுக்காக, குரல் செய்திகளுக்குத் தெளிவான மேற்கோளும் மூலக் கட்டுரைக்கான ` +
          `இணைப்பும் அளித்து, சிறு பகுதிகளை மேற்கோள் காட்டலாம். எங்கள் எழுத்துப்பூர்வ அனுமதியின்றி எங்கள் ` +
          `உள்ளடக்கத்தை முழுமையாகவோ கணிசமான பகுதியாகவோ மறுபதிப்பு செய்யவோ, மீண்டும் வெளியிடவோ, ஒளிபரப்பவோ, ` +
          `மொழிபெயர்க்கவோ, விற்கவோ கூடாது. அனுமதி கோர ${EDITOR_EMAIL} என்ற முகவரிக்கு எழுதுங்கள்.`,
      ),
      h2("நீங்கள் பதிவிடும் உள்ளடக்கம்"),
      p(
        "நீங்கள் பதிவிடும் கருத்துகள் உள்ளிட்ட உள்ளடக்கத்தின் பதிப்புரிமை உங்களிடமே இருக்கும். அவற்றைப் " +
          "பதிவிடுவதன் மூலம், அவற்றைச் சேவையிலும் சேவை தொடர்பாகவும், இரு மொழிப் பதிப்புகளிலும் கட்டுரைக்கு " +
          "அருகில் காட்டுவது உட்பட, வெளியிடவும், காட்சிப்படுத்தவும், சேமிக்கவும், விநியோகிக்கவும், குரல் " +
          "செய்திகளுக்குப் பிரத்யேகமற்ற, கட்டணமற்ற, உலகளாவிய உரிமத்தை அளிக்கிறீர்கள். உங்கள் உள்ளடக்கம் " +
          "சேவையிலிருந்து நீக்கப்படும்போது இந்த உரிமம் முடிவடையும்; சட்டப்படி நாங்கள் வைத்திருக்க வேண்டிய " +
          "நகல்களும், வழக்கமான நடைமுறையில் நீக்கப்படும் காப்புப் பிரதிகளும் இதற்கு விதிவிலக்கு.",
      ),
      p(
        "நீங்கள் பதிவிடுவதைப் பதிவிட உங்களுக்கு உரிமை உண்டு என்பதையும், அது எங்கள் பயனர் கொள்கைக்கு " +
          "உட்பட்டது என்பதையும் உறுதிசெய்கிறீர்கள்; அதற்கு நீங்களே பொறுப்பு. இந்த விதிமுறைகளையோ, பயனர் " +
          "கொள்கையையோ, சட்டத்தையோ மீறும் எந்த உள்ளடக்கத்தையும் நாங்கள் நீக்கலாம்.",
      ),
      h2("இணைப்புகளும் மூன்றாம் தரப்புச் சேவைகளும்"),
      p(
        "சேவையில் பிற இணையதளங்களுக்கான இணைப்புகள் உள்ளன; WhatsApp, Telegram, Facebook, X போன்ற சேவைகள் " +
          "வழியாகக் கட்டுரைகளைப் பகிரவும் முடியும். Google உள்நுழைவை Google நிறுவனம் வழங்குகிறது. இந்த " +
          "மூன்றாம் தரப்பினரின் உள்ளடக்கத்துக்கும் நடைமுறைகளுக்கும் நாங்கள் பொறுப்பல்ல; அவற்றை நீங்கள் " +
          "பயன்படுத்துவது அவற்றின் சொந்த விதிமுறைகளுக்கு உட்பட்டது.",
      ),
      h2("பொறுப்புத் துறப்பு"),
      p(
        "எங்கள் செய்திகள் துல்லியமாகவும் புதுப்பிக்கப்பட்டும் இருக்கக் கடுமையாக உழைக்கிறோம்; பிழைகளை " +
          "உடனடியாகத் திருத்துகிறோம். ஆனால் செய்திகள் விரைவாக மாறக்கூடியவை; சேவை 'உள்ளது உள்ளபடி', 'கிடைக்கும் " +
          "நிலையில்' வழங்கப்படுகிறது. எங்கள் உள்ளடக்கம் பொதுவான தகவலுக்காக மட்டுமே; அது தொழில்முறை, சட்ட, நிதி " +
          "அல்லது மருத்துவ ஆலோசனை அல்ல; அவ்வாறு அதைச் சார்ந்திருக்க வேண்டாம். கருத்துக் கட்டுரைகளும் வாசகர் " +
          "கருத்துகளும் அவற்றை எழுதியவர்களின் பார்வையே; குரல் செய்திகளின் பார்வை அல்ல. சேவை தடையின்றியோ " +
          "பிழையின்றியோ இயங்கும் என்று நாங்கள் உத்தரவாதம் அளிப்பதில்லை.",
      ),
      h2("பொறுப்பு வரம்பு"),
      p(
        "சட்டம் அனுமதிக்கும் அளவுக்கு, சேவையைப் பயன்படுத்துவதாலோ, பயன்படுத்த இயலாமையாலோ, அதன் உள்ளடக்கத்தைச் " +
          "சார்ந்திருப்பதாலோ ஏற்படும் மறைமுக, தற்செயலான அல்லது விளைவான இழப்புகளுக்கும், தரவு, லாபம், நற்பெயர் " +
          "இழப்புகளுக்கும் குரல் செய்திகளும் அதன் இயக்குநர்கள், ஊழியர்கள், கூட்டாளிகளும் பொறுப்பாக " +
          "மாட்டார்கள். இந்தியச் சட்டத்தின் கீழ் வரம்பிட முடியாத எந்தப் பொறுப்பையும், நுகர்வோராக உங்களுக்கு " +
          "உள்ள உரிமைகள் உட்பட, இந்த விதிமுறைகள் வரம்பிடுவதில்லை.",
      ),
      h2("பொருந்தும் சட்டமும் தகராறுகளும்"),
      p(
        `இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு உட்பட்டவை. நுகர்வோர் பாதுகாப்புச் சட்டம், 2019-இன் கீழ் ` +
          `உங்களுக்கு உள்ள உரிமைகளுக்கு உட்பட்டு, இந்த விதிமுறைகளிலிருந்தோ சேவையை நீங்கள் ` +
          `பயன்படுத்துவதிலிருந்தோ எழும் எந்தத் தகராறையும் விசாரிக்கும் பிரத்யேக அதிகாரம் தமிழ்நாட்டின் ` +
          `சென்னையில் உள்ள நீதிமன்றங்களுக்கே உண்டு. நீதிமன்றத்தை அணுகும் முன், சிக்கலைத் தீர்க்க நாங்கள் ` +
          `முயல்வதற்காக, எங்கள் குறைதீர் அலுவலருக்கு ${GRIEVANCE_EMAIL} என்ற முகவரிக்கு எழுதுங்கள்.`,
      ),
      h2("இந்த விதிமுறைகளில் மாற்றங்கள்"),
      p(
        "இந்த விதிமுறைகளை அவ்வப்போது மாற்றலாம். மாற்றப்பட்ட விதிமுறைகளை, மேலே புதிய தேதியுடன், இந்தப் " +
          "பக்கத்தில் வெளியிடுவோம்; குறிப்பிடத்தக்க மாற்றங்களை உள்நுழைந்த வாசகர்களுக்கு முன்கூட்டியே " +
          "தெரிவிப்போம். மாற்றங்கள் நடைமுறைக்கு வந்த பிறகும் சேவையைத் தொடர்ந்து பயன்படுத்தினால், மாற்றப்பட்ட " +
          "விதிமுறைகளை ஏற்றுக்கொண்டதாகக் கருதப்படும்.",
      ),
      h2("தொடர்புக்கு"),
      p(`இந்த விதிமுறைகள் பற்றிய கேள்விகளுக்கு: ${EDITOR_EMAIL}. புகார்களுக்கு: ${GRIEVANCE_EMAIL}. அஞ்சல் முகவரி: ${ADDRESS_TA}.`),
    ],
  },
};

export const STATIC_PAGES: Record<"en" | "ta", Record<StaticPageKey, StaticPage>> = { en: EN, ta: TA };
