// The most common real passwords that are long enough to pass the 8-character rule, so the length check alone would
// let them through. Source: the top of "probable-v2-wpa-top4800" (Probable Wordlists by Robert "berzerk0" Bertucci,
// CC BY-SA 4.0, as shipped in danielmiessler/SecLists Passwords/WiFi-WPA): passwords ranked by how often they appear
// across public leaks, keeping only those of 8 or more characters. Order kept (most common first); lower-cased and
// de-duplicated at load, and compared case-insensitively, so 'Password1' and 'PASSWORD1' are refused too.
// A few local additions close the list: names a Nepali shopper reaches for first (the shop, the cities, the eSewa
// test password published in its developer docs).
const SOURCE = `
password 123456789 12345678 1q2w3e4r sunshine football 1234567890 computer superman internet iloveyou 1qaz2wsx
baseball whatever princess abcd1234 starwars trustno1 password1 jennifer michelle mercedes benjamin 11111111 samantha
victoria alexander 987654321 asdf1234 1234qwer qwertyuiop q1w2e3r4 elephant garfield chocolate jonathan caroline
maverick midnight 88888888 creative qwerty123 cocacola passw0rd liverpool blink182 asdfghjkl danielle scorpion
veronica nicholas asdfasdf metallica december patricia christian spiderman security slipknot november jordan23
qwertyui butterfly swordfish carolina hardcore corvette 12341234 remember qwer1234 leonardo snickers williams angelina
anderson 123123123 pakistan marlboro kimberly 00000000 snowball sebastian godzilla hello123 champion precious einstein
napoleon mountain dolphins charlotte fernando basketball barcelona 87654321 paradise motorola bullshit brooklyn
stephanie elizabeth qwerty12 franklin american platinum icecream darkness cristina colorado alexandra steelers
serenity mitchell lollipop marshall 1qazxsw2 12344321 startrek christine business nintendo 12qwaszx asdfghjk
1q2w3e4r5t zaq12wsx scotland hercules explorer manchester firebird engineer virginia simpsons angelica september
isabelle isabella changeme passport infinity superstar courtney scarface pavilion abcdefgh a1b2c3d4 harrison spitfire
catherine birthday wolverine guinness california logitech emmanuel 11223344 goldfish cheyenne testtest stargate
microsoft anything aaaaaaaa welcome1 eternity westside password123 maryjane michael1 lawrence kristina kawasaki
drowssap blahblah babygirl poohbear florence sapphire hamilton greenday qazwsxedc twilight swimming stardust predator
penelope michigan margaret brittany shithead redskins pussycat fireball cherokee australia 1234abcd lovelove thailand
lasvegas butthead blizzard shamrock bluebird atlantis 147258369 valentine magnolia juventus diamonds christopher
warcraft renegade mohammed terminator shopping savannah giovanni 12121212 wildcats portugal beautiful sunflower
santiago kathleen enterprise clifford christina 55555555 something rosemary vacation hollywood chandler 99999999
lorraine children beatrice airborne valentin moonlight kamikaze strawberry software 22222222 skywalker salvador
panthers lacrosse charlie1 cardinal bluemoon 0123456789 zeppelin rockstar operator dragonfly dickhead anaconda
amsterdam 789456123 77777777 skittles personal kingkong geronimo christmas wrestling robinson lightning kingston
hannibal download darkstar undertaker tinkerbell sweetpea softball panasonic pa55word keyboard darkside cleopatra
assassin vladimir national matthew1 godfather brothers warriors universe rush2112 mushroom bigdaddy 1a2b3c4d ultimate
peterpan loverboy truelove trombone madeline gangster dingdong catalina alejandro kittycat aquarius 1111111111
patriots jamesbond ihateyou blessing airplane stingray hellfire guardian flamingo 0987654321 socrates richmond
electric thankyou sterling munchkin morpheus imperial happiness goodluck columbia campbell blackjack 999999999
telephone oblivion newcastle freedom1 washington valentina valencia spectrum jessica1 jeremiah handsome goldberg
gabriela anthony1 a1234567 xxxxxxxx peekaboo motherfucker montreal katherine kangaroo immortal chocolat thompson
research oklahoma mariposa idontknow defender applepie squirrel pineapple hongkong dinosaur babydoll wolfgang semperfi
patience fletcher drpepper creation wordpass passwort original nightmare martinez labrador excalibur discovery
apple123 sundance redwings mypassword monopoly margarita lionking football1 director 44444444 sylvester sherlock
marianne lancelot jeanette cannabis andromeda werewolf starcraft marathon longhorn happy123 brucelee argentina
147852369 wrangler william1 stranger scarlett qweasdzxc playstation morrison february fantasia designer bulldogs
sullivan saturday pingpong kristine halloween fuckyou1 fearless cassandra bismillah airforce theodore starfish
pass1234 cinnamon sweetheart overlord michaela meredith buttercup abc12345 aardvark 12345678910 universal trinidad
thursday standard pearljam anonymous springer ragnarok portland nathalie lemonade lavender gotohell gladiator
freckles crusader commando clarence cadillac alexandre 123654789 verbatim umbrella splinter register qwert123
penguins ncc1701d estrella downtown colombia chemistry bollocks anastasia 741852963 69696969 showtime revolution
qwerasdf password2 mongoose illusion cooldude abracadabra 123qweasd treasure pinkfloyd passwords linkinpark education
underground monalisa justdoit ericsson chelsea1 achilles a1s2d3f4 veronika test1234 teddybear sporting papillon
nevermind marketing juliette gabrielle fuckyou2 firewall evolution cristian cavalier canadian admin123 together
spongebob pa55w0rd halflife formula1 dragonball thirteen stonecold rastaman mustang1 cucumber skateboard sheridan
qqqqqqqq punisher lovelife gretchen chevelle chester1 administrator wireless volleyball sandiego pokemon1 lollypop
gorgeous chickens blueberry blackman blackbird atlantic wildfire waterloo singapore rocknroll mississippi james123
homework highland eldorado discover computer1 alphabet 123456789a 1123581321 zaq1xsw2 webmaster university tropical
southpark question presario poiuytrewq notebook nebraska bullseye valhalla tomorrow starlight richard1 positive
plymouth patrick1 faithful dominique doberman criminal crackers converse casanova attitude 66666666 wonderful
scooter1 scoobydoo rochelle punkrock messenger kentucky insomnia hooligan gertrude capricorn blueeyes blackberry
blablabla terminal snowflake poseidon paranoid mastermind laurence istanbul frederic doomsday bradford bonehead
apollo13 alessandro westwood supernova satan666 reynolds qazwsx123 q1w2e3r4t5 mckenzie magician jellybean innocent
hotstuff fountain concrete capslock snuggles professor megadeth medicine lionheart jackson1 intrepid highlander
green123 geoffrey francisco dynamite columbus cinderella chemical chargers username superman1 sherwood moonbeam
meowmeow matthias josephine jackson5 honolulu diamond1 crawford broadway backspace asdasdasd zzzzzzzz whocares
watermelon svetlana southern president pleasure makaveli honeybee francois chicken1 bookworm 33333333 woodstock
sunlight stallion katerina jefferson international hellokitty hedgehog happyday frederick davidson dangerous cerberus
blackcat arsenal1 angel123 10101010 training roadrunner republic recovery maradona intruder hermione hastings
goldstar fredfred federico deftones commander chevrolet blackout billabong 1234567a 1234554321 yesterday wolfpack
thunder1 tacobell sweetness solution shanghai satellite rootbeer phillips monsters lonewolf keystone johannes
grateful continue confused brighton 0000000000 yankees1 triangle peterson marianna mandrake inuyasha hardware
freebird ferguson dominick bullfrog babylon5 13131313 zanzibar transfer television sparkles shepherd resident
property pictures mischief macintosh kristian kissmyass hurricane heineken hahahaha eastside daffodil charming
billybob armstrong adventure adelaide underdog technics samsung1 qwerty1234 phoenix1 musicman marjorie letmein1
jerusalem information iloveyou1 hospital handball gonzales darkangel budapest brandon1 alliance adrienne aberdeen
abc123456 1234512345 wonderland thuglife sentinel richards rammstein newyork1 mortimer marcello magazine infantry
hopeless harrypotter fandango deadhead clarissa christie charlene billyboy bangbang absolute titanium tiger123
superior stefanie spaceman somebody sinclair pppppppp paintball mmmmmmmm military marijuana mackenzie loveless
lighthouse karolina jesuschrist fernanda felicity dietcoke cleveland brewster babyblue ashleigh 1q2w3e4r5t6y
14789632 whiskers valkyrie superfly strength seventeen progress muhammad maryland evergreen daughter clarinet chuckles
beethoven almighty aaaaaaaaaa 9876543210 1qaz1qaz waterfall sneakers saratoga qawsedrf motocross majestic kingfish
japanese graphics flounder coltrane chris123 checkers barbados augustus angelika 12345qwert washburn tottenham
survivor stanford soulmate rasputin pallmall overkill meatloaf lowrider katarina ilovegod heather1 hallo123 giuseppe
eastwood dominion destroyer chiquita chipmunk castillo berkeley alexandria 1122334455 1029384756 thinking tarheels
seminole radiohead priscilla pornstar platypus nirvana1 mephisto lancaster knowledge johnjohn gameover fuckface
david123 darklord cutiepie carnival candyman blowfish ssssssss snowboard sandwich sailboat mandarin knuckles jasmine1
hardrock daredevil boomboom benedict babyface albatros 963852741 valentino sprinter salvation rolltide rodriguez
r2d2c3po password12 mustangs moonshine missouri meridian meatball malaysia killbill illinois gonzalez georgina
gargoyle evangelion disaster complete claymore cheesecake chainsaw bluebell 98765432 wishbone warhammer viewsonic
vampires thunderbird smashing rhiannon rachelle playtime offspring marcella lonestar heritage hayabusa freestyle
forsaken ferrari1 challenger backdoor asshole1 147896325 11235813 yosemite yogibear talisman taekwondo syracuse
supersonic randolph raistlin preacher millions metallic madison1 losangeles hernandez dontknow coolcool charisma
wednesday starwars1 sinister passpass mohammad mcdonald goldeneye frontier francesca flipflop fisherman eggplant
dannyboy daniella chrysler cameron1 cambridge buckshot arkansas archangel america1 12345679 romantic robotics
redalert megatron mamapapa hyperion hamburger gabriel1 fuckfuck friendship friendly florida1 dreaming doghouse
disturbed christin bubblegum brigitte addicted underworld shadow12 porkchop negative mistress melissa1 jermaine
james007 gabriella francine delphine crystal1 computers chestnut baseball1 auckland 321654987 wanderer vancouver
tomahawk thanatos syncmaster snoopdog roderick princesa pentagon nathaniel money123 millenium mechanic liverpool1
francesco esmeralda creature cornwall chadwick carpediem calendar abdullah vendetta supervisor stephane revolver
railroad qwerty12345 p4ssw0rd minnesota mariners iloveyou2 holyshit elisabeth database bumblebee bobafett bernardo
amethyst albatross advanced whistler wellington slamdunk sheffield scrabble roadkill realmadrid rainbows polopolo
obsidian northern learning independent impossible elements electron customer budweiser brisbane baritone armageddon
amarillo alexandr aerosmith 12301230 windmill vanhalen surprise starfire speakers ncc1701e lifetime kittykat fredrick
fidelity fabulous everyday coolness concorde catwoman casablanca blackhawk babybaby vodafone traveler southside
rainbow1 princess1 potatoes pipeline philippe pathfinder monterey lipstick lakeside internet1 insanity fishbone
chihuahua bordeaux biohazard 21122112 windsurf velocity vagabond topsecret reloaded raindrop prudence professional
pharmacy peaceful multimedia montgomery marseille marietta letmein2 ladybird internal gigabyte fourteen dolphin1
chambers bunghole buckeyes bluefish apocalypse aphrodite 4815162342 23232323 12369874 111222333 zerocool wrestler
tortoise sysadmin sunshine1 starship qwerty123456 qwerty11 primrose politics paranoia pancakes overload opensesame
nevermore melbourne matthews marriage magdalena macaroni jonathon jacqueline jackjack infinite heinrich graduate
goodness godspeed feedback cornelia corleone choochoo challenge chairman butthole buddy123 barracuda azsxdcfv
accounting sleeping remington quicksilver pringles power123 paradigm nickolas navigator nautilus milkshake master123
feathers facebook dragon12 brittney aviation avalanche 19841984 123qweasdzxc 10203040 wildwood thrasher speedway
songbird sickness shannon1 screamer samantha1 riverside princeton monster1 mauricio manhattan love1234 jennifer1
indonesia devil666 bugsbunny budlight ambrosia adrianna zxcvbnm1 windows1 toulouse tazmania spaghetti slapshot
ministry mathilde lighting helsinki girlfriend gateway1 fussball frederik flexible festival destiny1 daydream
coventry constant connection charles1 angeline a123456789 111111111 woodland skinhead signature sandrine rockford
merchant greatest everlast espresso elizabet dragon123 dddddddd community chouchou charlton champagne carlitos
blueblue awesome1 aspirine 12345abc technology stronger starbuck skeleton scissors reginald redeemer polarbear
normandy luckydog laserjet just4fun greenbay graffiti fantastic doughboy dortmund building bbbbbbbb annabelle
annabell alchemist zimbabwe wisconsin winchester tunafish thisisit stafford spalding sometimes solitude robotech
rainbow6 qazwsx12 pooppoop minister leonidas kirkland integral incognito ilovesex ignatius heavenly gggggggg
ferdinand exchange bulldog1 blackdog bearbear 123454321 winfield westlife thriller summertime spartans sausages
salvatore salamander printing palmtree opendoor mosquito milkyway mcdonalds laughter klondike kingsley jesus123
invisible humphrey hillside hattrick hammerhead function forgotten fighting excellent delaware darthvader costello
catalyst cardinals bobmarley babylove assholes andersen alexande 19891989 1234asdf whiplash tiffany1 solutions
smallville slimshady sammy123 rockwell robinhood reddevil maxwell1 madeleine gordon24 glendale giovanna foxylady
fortress favorite doughnut comanche cheshire cherries catarina bertrand barefoot arabella alligator 1qaz2wsx3edc
vanguard stuttgart stephen1 rhapsody reckless pumpkin1 powerful painting nocturne nickname mynameis mikemike llllllll
leighton kkkkkkkk kingfisher johnston holidays henderson handyman fuckoff1 front242 flamenco escalade division
covenant churchill cannibal badminton annmarie alexander1 alcatraz 11112222 wwwwwwww wildcard whitesox vincent1
thornton temporary survival supernatural sprocket somerset skorpion services saxophone sacrifice restless pumpkins
operation nosferatu newpassword monkey123 michelle1 meathead management lucky123 licorice language jackass1 infiniti
generation gamecube flanders edinburgh disciple diplomat crescent counterstrike catholic capoeira calculator browning
biscuits alexalex p@ssw0rd 19861986 123456abc
upaharghar upahar123 kathmandu kathmandu123 nepal123 nepal@123 nepal1234 iloveNepal pokhara123 lalitpur123 namaste123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  SOURCE.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

/** True when the password (any letter case, surrounding spaces ignored) is on the common list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
