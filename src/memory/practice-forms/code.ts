// Ways of working — how the code itself is written: what every one of a kind of code takes, returns, is made as or
// carries, where a kind of code goes or is declared, what no code may do, a kind kept out (and what instead), the
// default way of a kind of work, the tests' helpers, where page data loads. Read by practice-forms (teamPractice),
// which keeps the sentence when any form of any theme reads it.

/** "stick to the python standard library where you can, these scripts get copied onto jump boxes": what to keep to (not "stick to the plan", "… for now"). */
const STICK_TO =
  /^(?:please\s+)?(?:always\s+)?stick\s+(?:to|with)\s+(?!(?:it|this|that|them|the\s+(?:plan|task|script|ticket|scope|topic|point|question))\b)(?:the\s+)?[\w.+#/-]+(?:\s+[\w.+#/-]+){0,3}?(?:\s+(?:where|when(?:ever)?|if)\s+(?:you|we)\s+(?:can|possibly can)|\s+(?:everywhere|here|in this (?:repo|project|codebase)|for (?:all|any|every)\s+\w+))?(?:[,;]\s+(?!(?:i|you)\b)\S.{4,120})?[.!]*$/i;

/** "nothing in here ever talks to a host that isn't in scope.txt": what no code of the project may do (not "nothing here works"). */
const NOTHING_HERE_EVER =
  /^nothing\s+(?:in here|here|in this (?:repo|project|codebase|service|package))\s+(?:ever\s+|should\s+(?:ever\s+)?|may\s+(?:ever\s+)?|can\s+(?:ever\s+)?|must\s+(?:ever\s+)?)(?!(?:works?|worked|happens?|loads?|breaks?|changes?|made|makes)\b)[a-z]+\b/i;

/** "dark mode is a hard requirement for every new page": what every one of a kind must have. */
const REQUIRED_FOR_EVERY =
  /^(?!(?:it|this|that)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are)\s+(?:a\s+)?(?:hard\s+|strict\s+|non-negotiable\s+)?(?:requirement|required|mandatory|a must)\s+(?:for|on|in)\s+(?:every|all|each|any)\s+(?:new\s+)?[\w-]+/i;

/** "form actions over api routes for anything that mutates": one way over another, for a whole kind of work (not "hand over the keys for all …"). */
const ONE_WAY_OVER_ANOTHER =
  /^(?!(?:hand|turn|take|move|carry|go|look|think|sleep|roll|switch|fall|run|start|get|come|pass|read|write|check|pull|push|it|this|that|game|fly|jump|drive|climb|lean|bend|tip|knock)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+over\s+(?!(?:the\s+)?(?:weekend|holidays?|night|summer|winter|years?|months?|weeks?|time|there|here)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+(?:for\s+(?:anything|everything|all|any|every|each)\b|everywhere\b|in\s+(?:all\s+)?new\s+\w+|(?:between|across)\s+[\w-]+s\b)/i;

/** "Our prefix for every function, hook and option is nw_ so nothing collides": the mark every name of a kind carries. */
const PREFIX_FOR_EVERY = /^(?:our|the)\s+(?:prefix|suffix|namespace|naming convention)\s+for\s+(?:every|all|each|any)\b[^;]{2,60}?\s+is\s+\S/i;

/** "every external function that moves funds needs a reentrancy guard and a fuzz test", "every db query in a request handler needs a timeout", "every dependency bump needs the SBOM regenerated": what every one of a kind must have, or have done. */
const EVERY_ONE_NEEDS =
  /^(?:every|each|any)\s+(?!(?:time|day|week|morning|night|one of (?:them|these|those)|other)\b)(?![^,;]*\b(?:this|these|those|it(?!['’]s\b))\b)(?![^,;]*\bthat\s+(?:file|function|one|module|class|endpoint|table|change|pr|test|service)\b)(?:[\w-]+\s+){0,3}[\w-]+(?:\s+(?:in|on|for|from|under|inside)\s+(?:a|an|the|our|any|every)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s+(?:that|which)\s+(?!(?:i|you)\b)[^,;]{3,50}?)?\s+(?:needs|requires|must have|has to have|should have)\s+(?:(?:a|an|its own|two|at least)\s+(?!(?:look|fix|rewrite|second look)\b)\S|(?:the|its|their)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+\s+(?:regenerated|updated|bumped|reviewed|signed|rebuilt|re-?run|re-?tested|tested|checked|approved|documented)\b)/i;

/** "flaky tests get quarantined with the @flaky tag and a ticket": the mark in code every one of a kind gets (not "the test got skipped with @skip yesterday"). */
const A_KIND_MARKED_WITH =
  /^(?:all\s+)?(?!(?:the|these|those|this|that|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:get|are)\s+(?:quarantined|tagged|marked|labell?ed|flagged|annotated|decorated|skipped|excluded)\s+(?:with|as|using|via)\s+(?:the\s+|a\s+|an\s+)?`?[@#][\w.:-]+`?(?:\s+(?:tag|marker|decorator|annotation|label))?(?![^,;]*\b(?:now|today|yesterday|for now|again)\b)/i;

/** "experiment names follow team-model-date": the pattern every name of a kind follows (its parts joined by dashes, underscores or slashes). */
const NAMES_FOLLOW =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:names|ids|slugs|keys|tags|titles|filenames)\s+(?:always\s+)?(?:follow|use|match)\s+(?:the\s+)?(?:pattern\s+|format\s+|convention\s+)?`?[\w<>{}]+(?:[-_/.][\w<>{}]+){2,}`?(?=[\s,;.!]|$)/i;

/**
 * "table-driven tests are the default here, one t.Run per case": the way a kind of work is done unless said otherwise
 * (not "50 is the default, change it to 100", nor "light mode is the default, which is wrong").
 */
const THE_DEFAULT_WAY =
  /^(?:the\s+|our\s+)?(?!\d|(?:this|that|it|these|those|there|which|what)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+(?:is|are)\s+(?:the|our)\s+default\s*(?:here|in\s+(?:this|our)\s+(?:repo|project|codebase|team)|for\s+(?:new|all|every|any)\s+[\w-]+(?:\s+[\w-]+)?)?\s*(?:[,;—–:]\s*(?=\S)(?!(?:which|but|so|and|please|change|set|make|use|switch|bump|raise|lower|fix|update|turn)\b)[^?]{3,}|[.!]*)$/i;

/** "every exported function takes a context.Context as its first argument": what every one of a kind of code takes first or last. */
const EVERY_ONE_TAKES_FIRST =
  /^(?:every|each|all|any)\s+(?:exported\s+|public\s+|new\s+|async\s+|top-level\s+)?(?:[\w-]+\s+)?(?:functions?|methods?|handlers?|endpoints?|constructors?|components?|hooks?|commands?|jobs?|workers?|routes?|lambdas?|resolvers?|callbacks?|reducers?)\s+(?:takes?|accepts?|receives?|gets?)\s+(?:an?\s+|the\s+|its\s+)?[\w.<>\[\]*-]+(?:\s+[\w.<>-]+)?\s+(?:as\s+(?:its|the|their)\s+(?:first|last|only)\s+(?:argument|parameter|param|arg)|first|last|and\s+passes\s+it\s+(?:down|on|along|through))\b/i;

/** "wrap errors with fmt.Errorf and %w": how every error is wrapped, logged or returned. */
const ERRORS_WITH =
  /^(?:always\s+)?(?:wrap|log|return|report|propagate|annotate)\s+(?:all\s+)?errors\s+(?:with|using|via|through)\s+(?!(?:it|this|that)\b)[\w.%()-]+/i;

/** "interfaces are defined where they're used, not next to the implementation": where a kind of code is declared. */
const DECLARED_WHERE =
  /^(?:interfaces|types|structs|constants|helpers|mocks|fakes|fixtures|error types|errors|enums|schemas|validators)\s+(?:are|get)\s+(?:always\s+)?(?:defined|declared|kept|placed|written|put)\s+(?:where\s+(?:they'?re|they\s+are)\s+(?:used|consumed|needed)|next to|beside|alongside|in the (?:package|file|module) that\s+\w+)/i;

/** "table tests use t.Run with a name field": the call or helper every test of a kind goes through. */
const TESTS_USE =
  /^(?:table(?:-driven)?\s+tests|unit\s+tests|integration\s+tests|e2e\s+tests|component\s+tests|snapshot\s+tests|benchmarks|property\s+tests)\s+(?:always\s+)?(?:use|go through|call|are written with)\s+(?!(?:it|this|that)\b)[\w.`()-]+/i;

/** "every view model is @MainActor, we had too many threading crashes": the annotation every one of a kind carries. */
const EVERY_ONE_ANNOTATED =
  /^(?:every|each|all(?:\s+(?:our|the))?)\s+(?:[\w-]+\s+){0,3}[\w-]+\s+(?:is|are|gets?|must\s+be|should\s+be|has\s+to\s+be|have\s+to\s+be)\s+(?:marked\s+(?:as\s+|with\s+)?|annotated\s+(?:with\s+)?)?@[A-Za-z][\w.]*(?:\([^)]{0,30}\))?(?=\s*(?:[,;]|[.!]*$))/i;

/** "errors are thiserror enums per crate, anyhow only in the binaries": what type every one of a kind is made as in the code. */
const A_KIND_MADE_AS_A_TYPE =
  /^(?:all\s+|our\s+)?(?:errors|ids|dates|timestamps|configs|settings|types|events|messages|amounts|prices|paths|keys|tokens|responses|requests|dtos|payloads|flags|states|enums|options)\s+are\s+(?:always\s+)?(?:[\w.-]+\s+){1,2}(?:enums|structs|classes|types|objects|records|dataclasses|newtypes|unions|interfaces|instances|values)\b(?:\s+per\s+[\w-]+)?(?=\s*(?:[,;]|[.!]*$))/i;

/** "no new Fragments, every screen is a Composable", "every screen is a Composable": what every piece of a kind is made as. */
const EVERY_ONE_IS_MADE_AS =
  /^(?:no\s+new\s+\p{Lu}[\w]*s\s*,\s+)?(?:every|each)\s+(?:new\s+)?(?:screen|view|page|component|endpoint|handler|module|widget|form|dialog|route)\s+is\s+(?:an?\s+)?\p{Lu}[\w]*\b/u;

/** "third-party SDKs go behind an interface in :core": what a kind of outside code is always wrapped in. */
const BEHIND_AN_INTERFACE =
  /^(?:all\s+)?(?:third[- ]party\s+|external\s+|vendor\s+|outside\s+|payment\s+|email\s+|sms\s+|storage\s+|analytics\s+|auth\s+|search\s+|map\s+)?(?:sdks|libraries|libs|apis|clients|services|dependencies|integrations|providers|vendors)\s+(?:always\s+)?(?:go|sit|live|are\s+kept)\s+behind\s+(?:an?\s+|our\s+|the\s+|their\s+own\s+)?(?:interface|adapter|wrapper|facade|abstraction|port|trait|protocol)s?\b/i;

/** "data loads with useFetch on the server": where and with what a page's data is always loaded. */
const DATA_LOADS_WITH =
  /^(?:all\s+)?(?:data|page\s+data|content|state)\s+(?:always\s+)?(?:loads?|is\s+loaded|is\s+fetched|gets\s+fetched)\s+(?:with|via|through|using|in)\s+[\w.$]+(?:\(\))?\s+(?:on\s+the\s+server|server[- ]side|at\s+build\s+time|in\s+(?:the\s+)?(?:loader|server\s+component)s?)\b/i;

/** "every mail is queued, nothing sent synchronously from a request": a kind of work always left to the queue. */
const ALWAYS_QUEUED =
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?(?:mail|email|notification|webhook|export|report|sms|push|import|upload)s?\s+(?:is|are|gets?)\s+(?:always\s+)?(?:queued|sent\s+async(?:hronously)?|sent\s+from\s+a\s+queue|run\s+in\s+the\s+background|backgrounded)\b/i;

/** "nothing allocates in Update": what no code in a hot place of the program ever does. */
const NOTHING_IN_THE_HOT_PATH =
  /^nothing\s+(?:allocates|blocks|logs|throws|awaits|sleeps|does\s+io|touches\s+the\s+(?:db|database|network|disk))\s+(?:in|inside|on)\s+(?:the\s+)?[\w.()-]+(?:\s+(?:loop|path|handler|thread|callback))?\b/i;

/** "nothing returns a bare dict", "alembic autogenerate is a draft, every migration is read …": what no code hands back bare, and a tool's output taken only as a draft. */
const NOTHING_BARE =
  /^(?:nothing\s+(?:returns|throws|raises|exports|logs|prints)\s+(?:a\s+|an\s+)?(?:bare|raw|plain|naked|untyped)\s+[\w.-]+|(?:[\w.-]+\s+){1,2}is\s+(?:only\s+|just\s+)?a\s+(?:draft|starting\s+point|first\s+draft)\s*,\s+(?:every|each|all)\s+\S)/i;

/** "topic names are domain.entity.event": the shape every name of a kind follows, spelled out. */
const NAMES_SHAPED_AS =
  /^(?:our\s+|all\s+)?(?:[\w-]+\s+)?names\s+(?:are|follow|look\s+like)\s+[a-z]+(?:[._/:-][a-z]+){1,4}\b/i;

/** "we're not adding anything to NgModules": a part the team puts nothing new into any more (not "… to this PR"). */
const NOTHING_MORE_ADDED_TO =
  /^(?:[^,;]{8,60},\s+)?(?:we(?:'re|’re| are)\s+not|we\s+aren'?t|we\s+don'?t|we\s+won'?t|we\s+never)\s+add(?:ing)?\s+(?:anything(?:\s+(?:new|more|else))?|any\s+(?:new|more)\s+[\w-]+|new\s+[\w-]+|more\s+[\w-]+)\s+(?:to|into)\s+(?!(?:it|this|that|them|the\s+(?:pr|branch|cart|list|ticket|sprint|release))\b)(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+){0,2}[.!]*$/i;

/** "business logic belongs in the intermediate layer, staging stays a thin rename": where a kind of code goes, by its layer. */
const CODE_GOES_IN_A_LAYER =
  /^(?:all\s+|our\s+)?(?:[\w-]+\s+)?(?:code|logic|validation|queries|sql|rules|calculations|formatting|mapping|joins|side effects|(?:data\s+)?fetching|api\s+calls|network\s+calls)\s+(?:goes|go|belongs|belong|lives|live)\s+(?:only\s+)?(?:in|under|into|inside)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:layer|tier|models?|services?|module|package|domain|controllers?|repositor(?:y|ies)|handlers?|hooks?|composables?|stores?|loaders?)\b(?:\s+with\s+[\w.-]+)?(?:[,;]\s+(?!(?:can|could|please|so|but|i|you)\b)[^,;?]{3,60})?[.!]*$/i;

/** "expect/actual only when there's no multiplatform library for it": a way of writing code kept for when no library does it. */
const ONLY_WHEN_NO_LIBRARY =
  /^(?!(?:i|you|it|this|that|we)\b)[\w./+#-]+(?:\s+[\w./+#-]+)?\s+only\s+(?:when|if)\s+there'?s\s+no\s+(?:[\w-]+\s+){0,3}?(?:library|lib|package|crate|module|api|alternative|other way|built-?in)\b(?:\s+for\s+(?:it|that|this))?[.!]*$/i;

/** "partial functions like head are banned, the linter flags them": a kind of code kept out, named in the plural, and what enforces it. */
const A_KIND_BANNED =
  /^(?!(?:it|this|that|he|she|they|i|you|we|my|your|our|his|her|their|the\s+(?:user|account|ip|customer|client|guy|bot|site|app|channel))\b)(?:the\s+)?(?:[\w.+#()-]+\s+){0,2}[\w+#-]*[^s\W]s(?:\s+like\s+[\w.,' ()]{1,40}?)?\s+are\s+(?:strictly\s+|completely\s+)?(?:banned|forbidden|not\s+allowed|off\s+limits)\b(?:\s+(?:here|in\s+this\s+(?:repo|codebase|project)|outside\s+(?:of\s+)?tests|in\s+(?:prod(?:uction)?\s+)?code))?(?:[,;]\s+(?:and\s+)?(?:the\s+)?[\w-]+\s+(?:enforces|checks|flags|catches|rejects|blocks)\s+(?:it|this|that|them)\b[^,;]{0,30})?[.!]*$/i;

/** "no Tick on actors unless there's a profiler capture that justifies it": a kind of code kept out unless there is evidence for it. */
const NONE_UNLESS_THERE_IS =
  /^no\s+(?:[\w.-]+\s+){1,3}?(?:on|in|for)\s+(?:[\w-]+\s+)?[\w-]+\s+unless\s+(?:there'?s|there\s+is|you\s+have|we\s+have)\s+(?:a|an)\s+[^,;?]{3,50}[.!]*$/i;

/** "data loads in the route handler, islands get it as props": where page data is loaded, and how the parts that show it get it. */
const DATA_LOADS_IN_THE_HANDLER =
  /^(?:all\s+)?(?:data|page\s+data|content)\s+(?:always\s+)?(?:loads?|is\s+loaded|is\s+fetched|gets\s+fetched)\s+in\s+(?:the\s+)?(?:route\s+handlers?|loaders?|handlers?|server\s+components?|page\s+handlers?|getServerSideProps|load\s+functions?)\b(?:,\s+(?:islands|components|the\s+client|views|pages)\s+(?:get|receive|take)\s+(?:it|them)\s+(?:as|via|through)\s+props)?[.!]*$/i;

/** "only memo when the profiler shows a problem, it adds noise otherwise": a step of the work done only on a sign that it is needed. */
const ONLY_WHEN_SHOWN =
  /^(?:please\s+)?only\s+(?!(?:if|when|once|after|because|for|the|a|an)\b)[a-z-]+(?:\s+(?!(?:it|this|that|them)\b)[\w.-]+){0,3}\s+(?:when|if|once|after)\s+(?:the\s+|a\s+)?(?:profiler|profile|benchmarks?|metrics?|numbers|data|query plan|flame ?graph|traces?|logs?|tests?|measurements?)\s+(?:shows?|proves?|says?|points? to|confirms?)\b[^,;]{0,40}(?:\s*[,;—–]\s*\S.{3,})?[.!]*$/i;

/** "no more contexts for app state, zustand stores only": a kind of code the team stops adding, and what it uses instead. */
const NO_MORE_OF_A_KIND =
  /^no\s+more\s+(?!(?:of\s+)?(?:this|that|it|them|questions|coffee|meetings|excuses|changes)\b)[\w.-]+(?:\s+[\w.-]+)?(?:\s+(?:for|in|on)\s+(?!(?:now|today|this)\b)[\w\s.-]{2,30}?)?\s*[,;—–]\s*(?:[^,;]{2,30}?\s+only\b|use\s+(?!(?:it|this|that)\b)\S|(?:we|the team)\s+(?:use|moved|switched)\b)/i;

/** "tests mirror the package layout": a kind of file laid out as the code it belongs to is. */
const LAID_OUT_AS_THE_CODE =
  /^(?:the\s+|our\s+|all\s+)?(?:unit\s+|integration\s+)?(?:tests?|specs?|docs|stories|fixtures|mocks|types|translations|migrations|snapshots)\s+(?:mirror|follow|match|copy)\s+(?:the\s+)?(?:package|source|src|folder|directory|module|app|route|code)\s+(?:layout|structure|tree|hierarchy)\b/i;

/** "filters live in the URL search params so links can be shared": the state a kind of view keeps in the URL. */
const STATE_IN_THE_URL =
  /^(?:all\s+)?(?:[\w-]+\s+)?(?:filters|sort(?:\s+order)?|pagination|search|tabs|ui\s+state|view\s+state)\s+(?:always\s+)?(?:lives?|goes|go|is\s+kept|are\s+kept|stays?)\s+in\s+(?:the\s+)?(?:url|query\s+string|search\s+params|url\s+search\s+params|url\s+params|hash)\b[^,;?]{0,40}[.!]*$/i;

/** "contexts are the only thing LiveViews talk to, no Repo calls from the web layer": the one layer another may call. */
const THE_ONLY_THING_CALLED =
  /^(?!(?:this|that|it|he|she|they)\b)(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?\s+(?:are|is)\s+the\s+only\s+(?:thing|things|layer|module|place|code|service)\s+(?:that\s+)?(?:the\s+)?[\w./-]+\s+(?:(?:talk|talks|speak|speaks)\s+to|(?:call|calls|import|imports|use|uses|touch|touches|depend\s+on|depends\s+on))\b(?:,\s+no\s+[^;?]{3,50})?[.!]*$/i;

/** "every LiveView has a test with live/2 before it's merged": what every one of a kind has before it is merged or shipped. */
const EVERY_ONE_HAS_BEFORE =
  /^every\s+(?:new\s+)?[\w./-]+(?:\s+[\w./-]+)?\s+(?:has|gets|needs|must\s+have)\s+(?:a|an|its|their|at\s+least\s+one|one)\s+[^,;?]{2,40}?\s+before\s+(?:it'?s|it\s+is|it\s+gets|they'?re|they\s+are|being)\s+(?:merged|released|shipped|deployed|published|tagged|reviewed|signed\s+off|live)\b[.!]*$/i;

/** "Turbo frames for anything that updates in place, full page visits for navigation": which way for which kind, said side by side. */
const THIS_FOR_THAT_KIND =
  /^(?!(?:thanks|thank\s+you|tickets|one|two)\b)(?:[\w./-]+\s+){0,2}[\w./-]+s?\s+for\s+(?:anything|everything|all|each|every)\s+[^,;?]{3,40},\s+(?:[\w./-]+\s+){0,2}[\w./-]+s?\s+for\s+(?!(?:now|today|the\s+moment)\b)[^,;?]{3,40}[.!]*$/i;

/** "no model callbacks for side effects, put it in a service object": what is never used for a kind of work, and where it goes instead. */
const NONE_FOR_THIS_PUT_IT =
  /^no\s+(?:[\w./-]+\s+){0,2}[\w./-]+s\s+for\s+[\w\s-]{3,30}?,\s+(?:put|move|keep|do)\s+(?:it|them|that|those)\s+(?:in|into|inside|behind|on)\s+(?:a|an|the)\s+[\w\s./-]{2,30}[.!]*$/i;

/** "the Model holds no derived data, compute it in the view": what a part never holds, and where it is made instead. */
const HOLDS_NONE_MADE_ELSEWHERE =
  /^(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:holds|stores|keeps|contains|has)\s+no\s+[\w\s-]{2,30}?,\s+(?:compute|derive|calculate|build|do|put|keep|make)\s+(?:it|them|that)\s+(?:in|inside|on|from)\s+(?:the\s+)?[\w.-]+[.!]*$/i;

/** "tests use std.testing.allocator so leaks fail the test": what the tests are built with, so a kind of fault shows. */
const TESTS_USE_SO_IT_SHOWS =
  /^(?:all\s+|our\s+|the\s+)?(?:tests?|specs?|unit\s+tests)\s+(?:always\s+)?use\s+(?:the\s+|a\s+)?[\w.:/-]+(?:\s+[\w-]+)?\s+so\s+(?:that\s+)?(?:any\s+)?[^,;?]{3,40}?\s+(?:fails?|fail\s+the\s+tests?|break|breaks|show\s+up|are\s+caught|get\s+caught|gets\s+caught)\b[^,;?]{0,20}[.!]*$/i;

/** "actions only talk to repositories, never to the ROM relations directly": the one layer a kind may call, and what never. */
const ONLY_TALK_TO_NEVER =
  /^(?:[\w-]+\s+)?[\w-]+s\s+only\s+(?:talk\s+to|call|use|import|touch|depend\s+on|read\s+from|write\s+to)\s+(?:the\s+)?[\w./-]+\b,\s+never\s+(?:to\s+)?(?:the\s+)?[^,;?]{2,40}[.!]*$/i;

/** "no type piracy, extend only methods on our own types": a practice ruled out, then the only way allowed. */
const NONE_ONLY_ON_OUR_OWN =
  /^no\s+[\w-]+(?:\s+[\w-]+)?,\s+(?:only\s+)?(?:extend|define|add|override|patch|write)\s+(?:only\s+)?[^,;?]{3,40}\s+(?:on|in|for|to)\s+our\s+own\s+[\w-]+s?[.!]*$/i;

/** "every public case class derives the codec, hand-written codecs need a comment why": what every one of a kind derives. */
const EVERY_ONE_DERIVES =
  /^every\s+(?:[\w-]+\s+){0,3}[\w-]+\s+derives?\s+(?:the\s+|a\s+|an\s+|its\s+)?[\w.-]+(?:\s+[\w.-]+)?(?:\s*(?:,|and|&)\s*[\w.-]+)*(?:,\s+[^;?]{3,70})?[.!]*$/i;

/** "no implicit conversions, write the extension method instead": a way never used, and what is written instead. */
const NONE_WRITE_INSTEAD =
  /^no\s+(?:[\w-]+\s+){0,2}[\w-]+s,\s+(?:write|use|add|define|make)\s+(?:an?\s+|the\s+)?[\w\s.-]{2,30}?\s+instead[.!]*$/i;

/** "all state hoisted to the viewmodel, composables stay stateless": where all of a kind is moved, said without its verb. */
const ALL_OF_IT_MOVED_TO =
  /^all\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is\s+|are\s+|gets\s+)?(?:hoisted|lifted|moved|kept|pushed)\s+(?:up\s+)?(?:to|into|in)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "room migrations always get a test with MigrationTestHelper": the test a kind always gets. */
const A_KIND_ALWAYS_GETS_A_TEST =
  /^(?:[\w-]+\s+)?[\w-]+s\s+always\s+get\s+(?:a|an|its\s+own|their\s+own)\s+(?:[\w-]+\s+)?tests?\b[^;?]{0,50}$/i;

/** "guards do auth, interceptors do logging, nothing else in either": which kind does which job, side by side. */
const EACH_KIND_ITS_JOB =
  /^(?:[\w-]+\s+)?[\w-]+s\s+do\s+[\w\s-]{2,20}?,\s+(?:[\w-]+\s+)?[\w-]+s\s+do\s+[\w\s-]{2,20}?(?:,\s+nothing\s+else\s+in\s+(?:either|them|any|those)(?:\s+of\s+them)?)?[.!]*$/i;

/** "no macros for pricing, plain methods so anyone can read them": a means never used for a kind of code, and the plain one instead. */
const NONE_FOR_IT_PLAIN_INSTEAD =
  /^no\s+(?:[\w-]+\s+)?[\w-]+s\s+for\s+[\w\s-]{2,25}?,\s+(?:plain|simple|ordinary|regular|just)\s+[\w\s-]{2,25}?(?:\s+so\s+[^,;?]{3,40})?[.!]*$/i;

/** "no unwrap outside tests, map it into the error type": a shortcut kept to tests, and what is done instead. */
const NONE_OUTSIDE_TESTS =
  /^no\s+[\w.()!-]+\s+outside\s+(?:of\s+)?(?:tests|test\s+code|examples|scripts|main)\s*,\s+(?:map|convert|wrap|turn|return|handle|propagate)\s+(?:it|them)\b[^;?]{0,40}[.!]*$/i;

/** "no module-level state, Deno Deploy runs many isolates": shared state ruled out, and why. */
const NO_SHARED_STATE_BECAUSE =
  /^no\s+(?:module-level|global|package-level|shared|mutable|static)\s+(?:state|variables|singletons|caches?)\s*,\s+[^;?]{3,60}[.!]*$/i;

/** "every crate in the workspace denies unsafe_code": the lint every unit of the build denies (a crate is not named a thing of a project: that changed how "thiserror in the library crates, …" is read). */
const EVERY_UNIT_DENIES =
  /^every\s+(?:[\w-]+\s+){0,2}(?:crate|package|module|project|target)\b(?:\s+in\s+the\s+[\w-]+)?\s+(?:denies|forbids|warns\s+on)\s+[\w.:-]+[.!]*$/i;

/** "platform code goes behind an interface in Services, the code-behind stays empty": where a kind of code goes, and the part kept free of it. */
const KEPT_OUT_OF_A_PART =
  /^(?:[\w-]+\s+)?[\w-]+\s+(?:code|logic|calls|checks|state|queries)\s+(?:goes|go|lives?|sits?|stays?)\s+(?:behind|in|into|inside)\s+[^,;?]{3,40},\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:stays?|is\s+kept|are\s+kept|remains?)\s+(?:empty|thin|clean|dumb|logic-free|free\s+of\s+[^,;?]{2,20})[.!]*$/i;

/** "content goes in src/content with a zod schema for every collection": where a kind of thing lives, and what every one of it has there. */
const IN_A_PATH_WITH_ONE_FOR_EVERY =
  /^(?:[\w-]+\s+)?[\w-]+\s+(?:goes|go|lives?)\s+in\s+[\w.-]+\/[\w./-]*\s+with\s+(?:a|an|one)\s+[^,;?]{2,30}?\s+(?:for|per|in)\s+(?:every|each)\s+[\w-]+[.!]*$/i;

/** "the JavaScript target is only for the browser widget, everything else runs on the BEAM": the one use of a thing, and where the rest runs. */
const ONLY_FOR_ONE_THE_REST_ON =
  /^(?!(?:this|that|it)\b)(?:the\s+)?(?:[\w.+#-]+\s+){0,2}[\w.+#-]+\s+is\s+only\s+(?:for|used\s+for)\s+[^,;?]{2,30},\s+(?:everything|anything|all)\s+else\s+(?:runs|goes|lives|uses|targets|is\s+[\w-]+)\s+(?:on|in|with|through|to)\s+(?![^;?]*\b(?:today|tomorrow|now|this\s+week)\b)[^,;?]{2,30}[.!]*$/i;

/** "no global keymaps, the user maps everything through setup()": a kind the code never sets itself, left to the user. */
const NONE_THE_USER_SETS_IT =
  /^no\s+(?:global\s+|default\s+)?[\w-]+s?,\s+(?:the\s+)?(?:users?|callers?|consumers?|clients?|apps?)\s+(?:maps?|sets?|configures?|pass(?:es)?|registers?|wires?|provides?|opts?\s+in(?:to)?|chooses?|decides?)\s+[^,;?]{2,40}[.!]*$/i;

/** "we support the latest stable Neovim and the one before, nothing older": which versions of a thing the project supports. */
const VERSIONS_SUPPORTED =
  /^we\s+(?:only\s+)?support\s+(?:the\s+)?(?:latest|current|last\s+two|newest)\s+(?:stable\s+|lts\s+)?[\w.+#-]+(?:\s+(?:releases?|versions?))?(?:\s+and\s+the\s+(?:one|two|release|version)\s+before(?:\s+it)?)?(?:,\s+(?:nothing|none)\s+older)?[.!]*$/i;

/** "loaders fetch, actions mutate, no fetch calls from components": the one job of each kind of part, and where it is never done. */
const EACH_PART_ITS_JOB =
  /^[\w-]+s\s+[\w-]+,\s+[\w-]+s\s+[\w-]+,\s+(?:no|never)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:from|in|inside)\s+(?:the\s+)?[\w-]+s?[.!]*$/i;

/** "session data lives in the cookie session storage, nothing in localStorage": where a kind of data lives, and where none of it goes. */
const LIVES_HERE_NOTHING_THERE =
  /^(?!(?:it|this|that)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:lives?|goes|go|is\s+kept|are\s+kept|stays?)\s+in\s+(?:the\s+)?[^,;?]{2,40},\s+(?:nothing|none)\s+(?:in|on)\s+[^,;?]{2,30}[.!]*$/i;

/** "every resource defines its actions explicitly, no default create or update": what every one of a kind declares itself, and no defaults. */
const EVERY_ONE_SPELLS_OUT =
  /^every\s+[\w-]+\s+(?:defines|declares|lists|spells\s+out|writes\s+out)\s+(?:its|their)\s+[\w-]+(?:\s+[\w-]+)?\s+explicitly\b(?:,\s+no\s+[^,;?]{2,40})?[.!]*$/i;

/** "no default actions, every action is written out on the resource": no defaults of a kind, every one written out instead. */
const NO_DEFAULTS_EVERY_ONE_WRITTEN =
  /^no\s+(?:default|implicit|generated|magic)\s+[\w-]+s?,\s+every\s+[\w-]+\s+is\s+(?:written\s+out|declared|defined|spelled\s+out|listed)\b[^,;?]{0,30}[.!]*$/i;

/** "calculations over custom SQL fragments, fragments only when Ash can't express it": one way preferred, the other only where the first can't reach. */
const PREFERRED_UNLESS_IT_CANT =
  /^[\w-]+(?:\s+[\w-]+)?\s+over\s+[^,;?]{2,30},\s+[\w-]+(?:\s+[\w-]+)?\s+only\s+when\s+[^,;?]{2,40}?(?:can'?t|cannot|doesn'?t|does\s+not|won'?t)\s+[^,;?]{2,30}[.!]*$/i;

/** "controllers are thin, all the work happens in services injected through the constructor": a kind of part kept thin, and where the work happens. */
const THIN_PARTS_WORK_ELSEWHERE =
  /^[\w-]+s\s+(?:are|stay|are\s+kept)\s+(?:thin|dumb|small|lean),\s+(?:all\s+the|the)\s+(?:work|logic|real\s+work)\s+(?:happens|lives|goes|is\s+done)\s+in\s+[^,;?]{3,50}[.!]*$/i;

/** "messenger for anything slow, nothing over 200ms runs in the request": what takes slow work, and the bound on what runs in line. */
const SLOW_WORK_OFF_THE_REQUEST =
  /^[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:anything|everything|all)\s+(?:slow|heavy|long-running|async|big),\s+nothing\s+(?:over|above|longer\s+than|past)\s+\d+\s*(?:ms|s|seconds?|milliseconds?)\s+(?:runs|happens|goes|is\s+done)\s+in\s+(?:the\s+)?[\w-]+[.!]*$/i;

/** "Ktor client for networking on both platforms, no Retrofit or URLSession calls": the one thing a job uses on every platform, and none of the native ones. */
const ONE_THING_ON_EVERY_PLATFORM =
  /^(?:the\s+)?[\w.+#-]+(?:\s+[\w.+#-]+)?\s+for\s+[\w-]+(?:\s+[\w-]+)?\s+on\s+(?:both|all|every)\s+(?:platforms?|targets?|sides?)\b,\s+no\s+[^,;?]{2,40}[.!]*$/i;

/** Every form of this theme. */
export const CODE_WAYS = [ONE_THING_ON_EVERY_PLATFORM, EVERY_ONE_SPELLS_OUT, NO_DEFAULTS_EVERY_ONE_WRITTEN, PREFERRED_UNLESS_IT_CANT, THIN_PARTS_WORK_ELSEWHERE, SLOW_WORK_OFF_THE_REQUEST, EACH_PART_ITS_JOB, LIVES_HERE_NOTHING_THERE, NONE_THE_USER_SETS_IT, VERSIONS_SUPPORTED, IN_A_PATH_WITH_ONE_FOR_EVERY, ONLY_FOR_ONE_THE_REST_ON, KEPT_OUT_OF_A_PART, EVERY_UNIT_DENIES, NONE_OUTSIDE_TESTS, NO_SHARED_STATE_BECAUSE, NONE_FOR_IT_PLAIN_INSTEAD, EACH_KIND_ITS_JOB, ALL_OF_IT_MOVED_TO, A_KIND_ALWAYS_GETS_A_TEST, EVERY_ONE_DERIVES, NONE_WRITE_INSTEAD, NONE_ONLY_ON_OUR_OWN, ONLY_TALK_TO_NEVER, TESTS_USE_SO_IT_SHOWS, HOLDS_NONE_MADE_ELSEWHERE, THIS_FOR_THAT_KIND, NONE_FOR_THIS_PUT_IT, THE_ONLY_THING_CALLED, EVERY_ONE_HAS_BEFORE, STATE_IN_THE_URL, STICK_TO, NOTHING_HERE_EVER, REQUIRED_FOR_EVERY, ONE_WAY_OVER_ANOTHER, PREFIX_FOR_EVERY, EVERY_ONE_NEEDS, A_KIND_MARKED_WITH, NAMES_FOLLOW, THE_DEFAULT_WAY, EVERY_ONE_TAKES_FIRST, ERRORS_WITH, DECLARED_WHERE, TESTS_USE, EVERY_ONE_ANNOTATED, A_KIND_MADE_AS_A_TYPE, EVERY_ONE_IS_MADE_AS, BEHIND_AN_INTERFACE, DATA_LOADS_WITH, ALWAYS_QUEUED, NOTHING_IN_THE_HOT_PATH, NOTHING_BARE, NAMES_SHAPED_AS, NOTHING_MORE_ADDED_TO, CODE_GOES_IN_A_LAYER, ONLY_WHEN_NO_LIBRARY, A_KIND_BANNED, NONE_UNLESS_THERE_IS, DATA_LOADS_IN_THE_HANDLER, ONLY_WHEN_SHOWN, NO_MORE_OF_A_KIND, LAID_OUT_AS_THE_CODE];
