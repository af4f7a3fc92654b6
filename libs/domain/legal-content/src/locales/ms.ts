import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Dokumen undang-undang dalam Bahasa Melayu: susunan dan parameter yang sama dengan en.ts. */
export const ms: LegalTexts = {
  terms: {
    title: 'Terma tempahan',
    summary:
      'Terma ini terpakai apabila anda membuat tempahan penginapan di {brandName}. Terma ini menerangkan dengan siapa anda membuat kontrak, cara harga dan pembayaran berfungsi, dan apa yang berlaku apabila rancangan anda berubah.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Siapa kami',
        blocks: [
          paragraph(
            '{brandName} dikendalikan oleh {companyName}, {companyAddress} ("kami"). Kami mengendalikan laman web dan aplikasi tempat anda mencari dan menempah penginapan. Kami tidak memiliki atau menguruskan hartanah yang kami senaraikan.',
          ),
          paragraph('Anda boleh menghubungi khidmat pelanggan kami di {supportEmail}. Kami menjawab secara bertulis dalam tempoh dua hari bekerja.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Tempahan anda dan pihak yang berkontrak dengan anda',
        blocks: [
          paragraph(
            'Apabila anda membuat tempahan, anda membuat kontrak penginapan secara terus dengan hartanah tersebut: hotel, atau pemilik atau pengurus rumah percutian. Kami bertindak sebagai perantara: kami menghantar tempahan anda kepada hartanah, mengutip bayaran bagi pihaknya apabila anda membayar dalam talian, dan membantu anda apabila berlaku masalah.',
          ),
          paragraph(
            'Tempahan anda disahkan apabila anda melihat halaman pengesahan dengan nombor tempahan dan menerima pengesahan melalui e-mel atau SMS. Sebelum itu, tiada kontrak wujud dan tiada wang diambil.',
          ),
          paragraph('Apabila membuat tempahan, anda mengesahkan bahawa:'),
          list([
            'anda berumur sekurang-kurangnya 18 tahun dan berupaya membuat kontrak yang mengikat;',
            'nama dan butiran hubungan yang anda berikan adalah betul, dan anda menempah untuk diri sendiri dan tetamu yang melancong bersama anda;',
            'bilangan tetamu tidak melebihi kapasiti bilik atau rumah yang anda tempah;',
            'anda dan tetamu anda akan mematuhi peraturan rumah hartanah tersebut dan Dasar tetamu kami.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Harga dan cukai',
        blocks: [
          paragraph(
            'Harga dipaparkan dalam {currencyName} ({currencyCode}) dan termasuk cukai dan caj yang dikenakan ke atas penginapan tersebut. Jumlah pada borang tempahan ialah jumlah yang anda bayar, kecuali cukai pelancongan tempatan yang sesetengah majlis perbandaran wajibkan dibayar di hartanah; borang tempahan menyatakannya apabila berkenaan.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Harga dipaparkan dalam {currencyName} ({currencyCode}) bagi setiap malam. Cukai dan caj dikenakan sebagai tambahan kepada harga bilik: ia dipaparkan sebagai baris berasingan sebelum anda menempah, dan jumlah pada borang tempahan sudah merangkuminya.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Harga boleh berubah sehingga anda membuat tempahan. Setelah tempahan anda disahkan, harganya tetap, melainkan anda sendiri mengubah tempahan (tarikh, bilik atau tetamu); dalam hal itu, harga bagi penginapan baharu terpakai. Diskaun, kupon dan wang dompet dipaparkan sebagai baris berasingan dan hanya terpakai tertakluk pada syarat masing-masing.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Pembayaran',
        blocks: [
          paragraph(
            'Bergantung pada hartanah, anda membayar dalam talian semasa menempah, atau di hartanah semasa tiba ("Bayar di hotel"). Borang tempahan menunjukkan pilihan yang dibenarkan bagi penginapan anda; sesetengah hartanah hanya menerima pembayaran dalam talian, dan pembayaran di hartanah mungkin terhad kepada beberapa bilik bagi setiap tempahan.',
          ),
          paragraph(
            'Pembayaran dalam talian diproses oleh penyedia pembayaran kami. Kami tidak pernah melihat atau menyimpan nombor kad penuh anda. Jika pembayaran dalam talian tidak diselesaikan dalam masa yang dipaparkan pada halaman pembayaran, bilik yang disimpan untuk anda akan dilepaskan dan tempahan tidak dibuat.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Pembatalan dan bayaran balik',
        blocks: [
          paragraph(
            'Setiap bilik mempunyai polisi pembatalannya sendiri. Polisi ini dipaparkan pada borang tempahan sebelum anda menempah dan dalam pengesahan anda, dan menyatakan sehingga bila anda boleh membatalkan tanpa caj dan berapa yang anda bayar jika membatalkan selepas itu.',
          ),
          paragraph(
            'Anda boleh membatalkan dalam Tempahan Saya atau melalui khidmat pelanggan. Jika anda membatalkan dalam tempoh percuma, kami membayar balik semua yang anda bayar dalam talian. Jika caj pembatalan dikenakan, kami membayar balik jumlah yang anda bayar ditolak caj tersebut.',
          ),
          paragraph(
            'Bayaran balik dikembalikan kepada kaedah pembayaran yang anda gunakan, atau ke dompet anda jika anda memilihnya, dalam tempoh 5 hingga 7 hari bekerja selepas pembatalan. Bank anda mungkin mengambil beberapa hari lagi untuk memaparkan jumlah tersebut.',
          ),
          paragraph(
            'Hak menarik diri selama 14 hari bagi kontrak jarak jauh tidak terpakai bagi penginapan yang ditempah untuk tarikh tertentu (Perkara 16(l) Arahan 2011/83/EU mengenai hak pengguna). Anda boleh membatalkan sebagaimana yang dibenarkan oleh polisi pembatalan bilik anda.',
            EU,
          ),
          paragraph(
            'Tempoh pembatalan 14 hari di bawah Consumer Contracts Regulations 2013 tidak terpakai bagi penginapan yang ditempah untuk tarikh tertentu (regulation 28(1)(b)). Anda boleh membatalkan sebagaimana yang dibenarkan oleh polisi pembatalan bilik anda.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Perubahan, ketibaan lewat dan tidak hadir',
        blocks: [
          paragraph(
            'Jika halaman tempahan anda menawarkannya, anda boleh menukar tarikh penginapan atau bilik anda. Perubahan dikenakan harga bagi penginapan baharu; jika harga baharu lebih rendah, perbezaannya dibayar balik seperti yang diterangkan di atas.',
          ),
          paragraph(
            'Jika anda akan tiba selepas waktu daftar masuk, maklumkan kepada hartanah atau kami terlebih dahulu. Jika anda tidak tiba pada hari daftar masuk dan belum membatalkan, hartanah boleh menganggap tempahan itu sebagai tidak hadir (no-show): ia boleh melepaskan bilik dan mengenakan amaun tidak hadir dalam polisi pembatalan, sehingga harga penuh penginapan.',
          ),
          paragraph(
            'Jika hartanah tidak dapat menunaikan tempahan anda, kami menawarkan penginapan setara berdekatan tanpa kos tambahan atau, jika anda lebih suka, bayaran balik penuh.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Liabiliti',
        blocks: [
          paragraph(
            'Hartanah bertanggungjawab atas penginapan itu sendiri: bilik atau rumah, kemudahannya dan perkhidmatan yang disediakannya. Kami bertanggungjawab untuk mengendalikan tempahan dan pembayaran anda dengan betul dan atas maklumat yang kami terbitkan tentang hartanah, yang kami peroleh daripada hartanah dan semak dengan teliti.',
          ),
          paragraph(
            'Kami tidak bertanggungjawab atas apa yang dilakukan atau gagal dilakukan oleh hartanah, kecuali jika kami gagal melaksanakan tugas kami sendiri. Tiada apa-apa dalam terma ini mengehadkan liabiliti yang tidak dibenarkan oleh undang-undang untuk dihadkan, seperti liabiliti bagi kematian atau kecederaan diri akibat kecuaian, atau bagi penipuan.',
          ),
          paragraph('Anda mengekalkan setiap hak yang diberikan kepada anda oleh undang-undang pengguna mandatori di negara tempat anda tinggal.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Aduan',
        blocks: [
          paragraph(
            'Jika ada sesuatu yang tidak kena semasa penginapan anda, maklumkan kepada hartanah dengan segera supaya ia dapat membetulkannya. Jika ia tidak berbuat demikian, tulis kepada kami di {supportEmail} semasa penginapan anda atau dalam tempoh 30 hari selepas daftar keluar, dengan nombor tempahan anda. Kami mengakui penerimaan aduan anda dalam tempoh dua hari bekerja dan berusaha menyelesaikannya dalam tempoh 14 hari.',
          ),
          paragraph(
            'Anda juga boleh menulis kepada Pegawai Aduan (Grievance Officer) kami di {grievanceEmail}. Pegawai Aduan mengakui penerimaan aduan dalam tempoh 48 jam dan menyelesaikannya dalam tempoh satu bulan dari tarikh penerimaannya, sebagaimana yang dikehendaki oleh Consumer Protection (E-Commerce) Rules, 2020. Anda juga boleh menghubungi National Consumer Helpline (1915) atau memfailkan aduan kepada suruhanjaya pengguna di bawah Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Jika kita tidak dapat menyelesaikan aduan anda bersama-sama, anda boleh mendapatkan nasihat percuma daripada European Consumer Centre di negara tempat anda tinggal, atau membawa pertikaian itu ke badan penyelesaian pertikaian pengguna yang berwibawa di {countryName}.',
            EU,
          ),
          paragraph(
            'Jika kita tidak dapat menyelesaikan aduan anda bersama-sama, anda boleh mendapatkan nasihat percuma daripada Citizens Advice (perkhidmatan pengguna), atau membawa pertikaian itu ke mahkamah.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Undang-undang yang mentadbir dan mahkamah',
        blocks: [
          paragraph(
            'Terma ini dan setiap tempahan yang dibuat di bawahnya ditadbir oleh undang-undang India. Mahkamah di {courts} mempunyai bidang kuasa, tanpa menjejaskan hak anda untuk merujuk kepada suruhanjaya pengguna di tempat anda tinggal atau di tempat kausa tindakan berbangkit.',
            INDIA,
          ),
          paragraph(
            'Terma ini ditadbir oleh undang-undang {countryName}. Jika anda tinggal di negara lain dalam Kesatuan Eropah, anda juga mengekalkan perlindungan undang-undang pengguna mandatori negara tersebut, dan anda boleh memulakan prosiding di mahkamah {countryName} atau di negara tempat anda tinggal.',
            EU,
          ),
          paragraph(
            'Terma ini ditadbir oleh undang-undang England dan Wales. Jika anda tinggal di Scotland atau Ireland Utara, anda juga boleh memulakan prosiding di mahkamah di sana, di bawah undang-undang tempatan anda.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Dasar tetamu',
    summary:
      'Perkara yang perlu diketahui oleh setiap tetamu sebelum tiba: dokumen pengenalan diri, umur, pasangan dan pelawat, serta peraturan rumah yang terpakai di setiap hartanah di {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Daftar masuk dan daftar keluar',
        blocks: [
          paragraph(
            'Waktu daftar masuk dan daftar keluar dipaparkan pada halaman hartanah dan dalam pengesahan anda. Daftar masuk awal dan daftar keluar lewat bergantung pada ketersediaan dan mungkin dikenakan caj, yang dipaparkan sebelum anda membayarnya.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Dokumen pengenalan diri',
        blocks: [
          paragraph(
            'Setiap tetamu dewasa mesti menunjukkan dokumen pengenalan diri bergambar yang sah dan dikeluarkan oleh kerajaan semasa daftar masuk: kad Aadhaar, pasport, lesen memandu atau kad pengenalan pengundi (voter ID). Kad PAN tidak diterima sebagai bukti pengenalan diri di semua hartanah; halaman hartanah kemudian menyatakan "Kad PAN tidak diterima". Sesetengah hartanah tidak menerima dokumen pengenalan diri dengan alamat di bandar yang sama (ID tempatan), dan menyatakannya pada halaman hartanah.',
            INDIA,
          ),
          paragraph(
            'Tetamu yang bukan warganegara India mesti menunjukkan pasport mereka dengan visa India yang sah. Hartanah wajib melaporkan penginapan mereka kepada pihak berkuasa (Form C). Hartanah yang bertanda "Hanya warganegara India dibenarkan" tidak boleh menerima tetamu asing.',
            INDIA,
          ),
          paragraph(
            'Setiap tetamu dewasa mesti menunjukkan pasport atau kad pengenalan kebangsaan yang sah semasa daftar masuk. Di banyak negara, hartanah dikehendaki oleh undang-undang untuk mendaftarkan tetamunya dan menyerahkan butiran mereka kepada pihak berkuasa tempatan.',
            EUROPE,
          ),
          paragraph('Jika anda membayar dalam talian, hartanah mungkin meminta untuk melihat kad yang anda gunakan untuk membayar.'),
        ],
      },
      {
        id: 'age',
        heading: 'Umur',
        blocks: [
          paragraph(
            'Tetamu yang mendaftar masuk mesti berumur sekurang-kurangnya 18 tahun. Kanak-kanak dialu-alukan melainkan halaman hartanah menyatakan sebaliknya, dan dikira dalam bilangan tetamu bilik atau rumah.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Pasangan',
        blocks: [
          paragraph(
            'Sama ada pasangan yang belum berkahwin boleh menginap bersama ditentukan oleh setiap hartanah. Hartanah yang tidak menerima mereka memaparkan "Pasangan belum berkahwin tidak dibenarkan" pada halaman hartanah dan dalam hasil carian; yang lain memaparkan "Pasangan dialu-alukan". Baca lebih lanjut di halaman kami tentang pasangan yang belum berkahwin.',
            INDIA,
          ),
          paragraph(
            'Setiap hartanah di {brandName} mengalu-alukan pasangan, sama ada sudah berkahwin atau belum. Tiada sesiapa akan meminta bukti perkahwinan daripada anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'visitors',
        heading: 'Pelawat',
        blocks: [
          paragraph(
            'Demi keselamatan semua tetamu, hanya tetamu yang didaftarkan dalam tempahan boleh bermalam. Hotel boleh membenarkan pelawat pada waktu siang di kawasan awamnya dan meminta untuk melihat dokumen pengenalan diri mereka.',
            HOTELS,
          ),
          paragraph(
            'Hanya tetamu yang dinamakan dalam tempahan boleh bermalam di rumah tersebut, sehingga bilangan maksimum tetamu yang dinyatakannya. Parti dan acara memerlukan persetujuan bertulis pemilik.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Kerosakan',
        blocks: [
          paragraph(
            'Jagalah hartanah seperti rumah anda sendiri. Tetamu yang membuat tempahan bertanggungjawab atas kerosakan yang disebabkan oleh tetamu dalam tempahan tersebut melebihi haus dan lusuh biasa, dan hartanah boleh mengenakan kos pembaikan atau penggantian yang munasabah, berserta buktinya.',
          ),
          paragraph(
            'Sesetengah rumah meminta deposit keselamatan. Amaunnya, bila anda membayarnya dan bila ia dikembalikan dipaparkan pada halaman hartanah sebelum anda menempah.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Merokok',
        blocks: [
          paragraph(
            'Merokok tidak dibenarkan di dalam bilik dan rumah melainkan halaman hartanah menyatakan sebaliknya. Hartanah boleh mengenakan kos pembersihan bilik atau rumah yang digunakan untuk merokok.',
          ),
          paragraph(
            'Merokok di tempat awam dilarang oleh Cigarettes and Other Tobacco Products Act, 2003. Hotel boleh menyediakan kawasan merokok yang ditetapkan.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Haiwan peliharaan',
        blocks: [
          paragraph(
            'Haiwan peliharaan hanya dibenarkan di rumah yang menyatakannya pada halaman hartanah, sehingga bilangan haiwan yang dinyatakan. Maklumkan kepada pemilik terlebih dahulu haiwan yang akan anda bawa, dan jauhkannya dari katil dan sofa.',
            HOMES,
          ),
          paragraph('Haiwan peliharaan tidak dibenarkan di hotel melainkan halaman hartanah menyatakan sebaliknya.', HOTELS),
          paragraph('Anjing bantuan dialu-alukan di setiap hartanah.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Bila penginapan boleh ditolak atau ditamatkan',
        blocks: [
          paragraph(
            'Hartanah boleh menolak daftar masuk, atau menamatkan penginapan tanpa bayaran balik, jika tetamu tidak dapat menunjukkan dokumen pengenalan diri yang sah, tidak memenuhi sekatan yang dipaparkan sebelum tempahan, melanggar peraturan ini atau undang-undang, atau membahayakan orang lain atau hartanah.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Dasar privasi',
    summary:
      'Cara {companyName} menggunakan data peribadi yang anda berikan semasa mencari dan menempah di {brandName}, sebab kami menggunakannya, tempoh kami menyimpannya, dan hak-hak anda.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Siapa yang bertanggungjawab atas data anda',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, bertanggungjawab atas data peribadi anda sebagai pengawal data di bawah General Data Protection Regulation (GDPR).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, bertanggungjawab atas data peribadi anda sebagai pengawal data di bawah UK GDPR dan Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, bertanggungjawab atas data peribadi anda sebagai Data Fiduciary di bawah Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Untuk sebarang pertanyaan tentang data anda, tulis kepada {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Apa yang kami kumpulkan',
        blocks: [
          list([
            'Akaun: nama, alamat e-mel, nombor telefon bimbit dan kata laluan anda (disimpan hanya sebagai cincangan selamat). Jika anda log masuk dengan Google, Apple atau Facebook, nama dan alamat e-mel yang dikongsi oleh penyedia tersebut dengan kami.',
            'Tempahan: hartanah, tarikh, bilik dan tetamu, nama tetamu yang mendaftar masuk, permintaan khas anda dan sejarah tempahan anda.',
            'Pembayaran: amaun, mata wang, kaedah pembayaran dan status. Anda memasukkan butiran kad dengan penyedia pembayaran kami; kami hanya menerima token, rangkaian kad dan empat digit terakhir.',
            'Peranti dan penggunaan: alamat IP, jenis pelayar dan peranti, bahasa, pengecam peranti (kuki fingerprint2), halaman yang anda lihat dan carian yang anda buat.',
            'Lokasi: anggaran lokasi anda yang diperoleh daripada alamat IP anda, dan lokasi tepat anda hanya apabila anda membenarkannya, contohnya untuk mencari penginapan berdekatan anda.',
            'Mesej: apa yang anda tulis kepada khidmat pelanggan, dan ulasan yang anda terbitkan.',
            'Kempen: iklan atau pautan yang membawa anda kepada kami (parameter utm).',
          ]),
          paragraph('Apabila anda membuat akaun, kami juga meminta alamat pos anda, yang kami perlukan untuk invois.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Sebab kami menggunakannya',
        blocks: [
          list([
            'untuk membuat, mengubah dan membatalkan tempahan anda, dan untuk menyampaikan butiran yang diperlukan oleh hartanah kepadanya;',
            'untuk menerima pembayaran dan membuat bayaran balik, serta mencegah penipuan;',
            'untuk menguruskan akaun anda dan membolehkan anda log masuk dengan selamat, termasuk dengan kod sekali guna;',
            'untuk membantu anda apabila anda menghubungi khidmat pelanggan;',
            'untuk memastikan laman selamat dan berfungsi, dan untuk menambah baiknya berdasarkan statistik;',
            'untuk menghantar tawaran kepada anda, hanya jika anda bersetuju menerimanya;',
            'untuk memenuhi kewajipan undang-undang kami, seperti rekod cukai dan perakaunan serta pendaftaran tetamu.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Asas undang-undang kami',
        blocks: [
          paragraph('Di bawah GDPR, kami bergantung pada:', EUROPE),
          list(
            [
              'kontrak dengan anda, bagi tempahan, pembayaran, akaun anda dan khidmat pelanggan;',
              'kepentingan sah kami, bagi keselamatan, pencegahan penipuan, penambahbaikan laman dan pengukuran kempen kami, yang telah kami timbang berbanding kepentingan dan hak anda;',
              'persetujuan anda, bagi kuki statistik dan keutamaan, mesej pemasaran dan lokasi tepat anda; anda boleh menariknya balik pada bila-bila masa;',
              'kewajipan undang-undang, bagi rekod cukai dan perakaunan serta pendaftaran tetamu.',
            ],
            EUROPE,
          ),
          paragraph(
            'Kami memproses data peribadi anda dengan persetujuan anda, yang anda berikan semasa membuat akaun atau membuat tempahan dan boleh ditarik balik pada bila-bila masa, dan bagi kegunaan sah yang dibenarkan oleh DPDP Act, seperti tujuan anda memberikan data tersebut kepada kami dan pematuhan undang-undang. Penarikan balik persetujuan tidak menjejaskan apa yang telah dilakukan sebelumnya; ia mungkin bermakna kami tidak lagi dapat menyediakan sesuatu perkhidmatan, seperti tempahan.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Dengan siapa kami berkongsinya',
        blocks: [
          list([
            'hartanah yang anda tempah, yang menerima nama, butiran hubungan, butiran tempahan dan permintaan khas anda;',
            'penyedia pembayaran kami, bagi pembayaran, bayaran balik dan kad yang disimpan;',
            'penyedia perkhidmatan yang bekerja untuk kami di bawah kontrak dan hanya atas arahan kami: pengehosan, penghantaran e-mel dan SMS, alat khidmat pelanggan;',
            'pihak berkuasa, apabila dikehendaki oleh undang-undang.',
          ]),
          paragraph('Kami tidak menjual data peribadi anda.'),
          paragraph(
            'Apabila penyedia perkhidmatan berada di luar Kawasan Ekonomi Eropah, kami memindahkan data hanya berdasarkan keputusan kecukupan (adequacy decision) Suruhanjaya Eropah atau klausa kontrak standardnya.',
            EU,
          ),
          paragraph(
            'Apabila penyedia perkhidmatan berada di luar United Kingdom, kami memindahkan data hanya di bawah UK adequacy regulations atau UK international data transfer agreement.',
            UK,
          ),
          paragraph('Kami mungkin memproses data di luar India, kecuali di negara yang pemindahannya disekat oleh Kerajaan India.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Tempoh kami menyimpannya',
        blocks: [
          list([
            'Data akaun: selagi akaun anda wujud; kami memadamkannya dalam tempoh 30 hari selepas anda menutup akaun anda.',
            'Tempahan, pembayaran dan invois: selama yang dikehendaki oleh undang-undang cukai dan perakaunan {countryName}, paling lama sepuluh tahun.',
            'Data peranti dan log keselamatan: 13 bulan.',
            'Mesej khidmat pelanggan: dua tahun selepas perkara itu diselesaikan.',
            'Persetujuan pemasaran: sehingga anda menariknya balik.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Hak anda',
        blocks: [
          paragraph(
            'Anda berhak untuk mengakses data anda, meminta data itu diperbetulkan atau dipadamkan, menyekat penggunaannya, menerimanya dalam format mudah alih, membantah penggunaannya (sentiasa bagi pemasaran langsung), dan menarik balik persetujuan anda.',
            EUROPE,
          ),
          paragraph(
            'Anda berhak mendapatkan ringkasan data peribadi anda dan cara kami memprosesnya, meminta data itu diperbetulkan, dilengkapkan, dikemas kini atau dipadamkan, mendapatkan penyelesaian bagi aduan anda, dan mencalonkan seseorang yang boleh melaksanakan hak anda jika anda meninggal dunia atau menjadi tidak berupaya.',
            INDIA,
          ),
          paragraph(
            'Anda boleh mengubah kebanyakan data anda dalam akaun anda. Bagi perkara lain, tulis kepada {privacyEmail}; kami mungkin meminta anda membuktikan identiti anda. Kami menjawab dalam tempoh satu bulan.',
          ),
          paragraph(
            'Jika anda tidak berpuas hati dengan jawapan kami, anda boleh membuat aduan kepada {authorityName} ({authorityUrl}) atau kepada pihak berkuasa perlindungan data di negara tempat anda tinggal.',
            EUROPE,
          ),
          paragraph(
            'Pegawai Aduan kami boleh dihubungi di {grievanceEmail} dan menjawab dalam tempoh yang ditetapkan oleh DPDP Act. Jika anda tidak berpuas hati, anda boleh membuat aduan kepada {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Keselamatan',
        blocks: [
          paragraph(
            'Data anda dihantar secara disulitkan (HTTPS). Kata laluan disimpan hanya sebagai cincangan selamat, kod log masuk tamat tempoh dalam beberapa minit, dan hanya kakitangan yang memerlukan data anda untuk kerja mereka boleh melihatnya. Jika pelanggaran membahayakan data anda, kami memaklumkan pihak berkuasa dan anda sebagaimana yang dikehendaki oleh undang-undang.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Kanak-kanak',
        blocks: [
          paragraph(
            '{brandName} bukan untuk kanak-kanak: anda mesti berumur 18 tahun untuk membuat akaun atau menempah. Kami tidak dengan sengaja mengumpulkan data kanak-kanak kecuali nama dan umur kanak-kanak yang melancong bersama anda, yang anda berikan kepada kami.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Perubahan pada dasar ini',
        blocks: [
          paragraph(
            'Kami mengemas kini dasar ini apabila perkhidmatan kami atau undang-undang berubah. Tarikh di bahagian atas menunjukkan versi terkini; kami memaklumkan anda melalui e-mel tentang perubahan penting.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Dasar kuki',
    summary: 'Kuki yang diletakkan oleh {brandName} pada peranti anda, fungsi setiap satunya dan tempoh ia kekal.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Apakah kuki',
        blocks: [
          paragraph(
            'Kuki ialah fail teks kecil yang disimpan oleh laman web dalam pelayar anda. Kami juga menyimpan beberapa nilai yang serupa dalam storan setempat (local storage) pelayar anda. Dalam dasar ini, "kuki" merangkumi kedua-duanya.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Tiga kategori',
        blocks: [
          list([
            'Perlu: diperlukan supaya laman berfungsi dan kekal selamat, contohnya untuk memastikan anda kekal log masuk dan untuk mengingati butiran tempahan anda. Kuki ini tidak boleh dimatikan.',
            'Keutamaan: mengingati pilihan seperti bahasa dan lokasi anda, supaya laman dibuka seperti yang anda tinggalkan.',
            'Statistik: membantu kami memahami cara laman digunakan, dengan mengira lawatan dan kempen yang membawa anda, supaya kami dapat menambah baiknya.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Kuki yang kami gunakan',
        blocks: [
          table(
            ['Nama', 'Kategori', 'Tujuan', 'Tempoh'],
            [
              ['token', 'Perlu', 'Memastikan anda kekal log masuk.', 'Sehingga anda log keluar atau menutup pelayar'],
              ['fingerprint2', 'Perlu', 'Mengenal pasti peranti anda, untuk melindungi akaun anda dan mencegah penipuan.', '2 tahun (63,072,000 saat)'],
              ['appContext', 'Perlu', 'Mengingati laman yang anda gunakan: jenama, negara dan mata wang.', '2 jam (7,200 saat)'],
              ['loggedInAppContext', 'Perlu', 'Mengingati perkara yang sama apabila anda log masuk.', '6 bulan (15,552,000 saat)'],
              ['cookie_consent', 'Perlu', 'Mengingati jenis kuki yang anda benarkan, supaya kami tidak bertanya lagi.', '6 bulan (15,552,000 saat)'],
              ['countryIso', 'Perlu', 'Negara asal sambungan anda, untuk memaparkan harga dan peraturan yang betul.', '2 jam (7,200 saat)'],
              ['locale', 'Keutamaan', 'Bahasa yang anda pilih.', '1 tahun (31,536,000 saat)'],
              ['geoContext', 'Keutamaan', 'Anggaran lokasi anda, untuk mencadangkan penginapan berdekatan.', '12 jam (43,200 saat)'],
              [
                'quickLogin',
                'Keutamaan',
                'Mengingati bahawa kami telah menunjukkan log masuk pantas kepada anda, supaya ia tidak muncul lagi.',
                '1 hari (86,400 saat)',
              ],
              ['utm', 'Statistik', 'Kempen atau pautan yang membawa anda kepada kami (parameter utm).', '30 hari (2,592,000 saat)'],
              ['expd', 'Statistik', 'Versi halaman yang anda lihat semasa kami menguji sesuatu penambahbaikan.', 'Sehingga anda menutup pelayar'],
              ['client_id', 'Statistik', 'Mengira lawatan tanpa mengenal pasti anda.', 'Sehingga anda menutup pelayar'],
            ],
          ),
          paragraph(
            'Kami tidak menggunakan kuki pengiklanan. Pada halaman pembayarannya, penyedia pembayaran kami mungkin meletakkan kuki perlu yang diperlukannya untuk menerima pembayaran dengan selamat.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Pilihan anda',
        blocks: [
          paragraph(
            'Kami meletakkan kuki perlu tanpa bertanya, kerana laman tidak dapat berfungsi tanpanya. Kuki keutamaan dan statistik hanya diletakkan selepas anda menerimanya dalam sepanduk kuki. Untuk menukar pilihan anda, padamkan kuki laman ini dalam pelayar anda: sepanduk akan bertanya lagi pada lawatan anda yang seterusnya.',
            EUROPE,
          ),
          paragraph(
            'Kami menggunakan kuki perlu untuk menjalankan laman, serta kuki keutamaan dan statistik untuk mengingati pilihan anda dan menambah baik laman. Anda boleh menyekat atau memadamkan kuki pada bila-bila masa dalam tetapan pelayar anda.',
            INDIA,
          ),
          paragraph(
            'Setiap pelayar membolehkan anda melihat, menyekat dan memadamkan kuki dalam tetapannya. Jika anda menyekat kuki perlu, anda tidak dapat log masuk atau menempah.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Pertanyaan',
        blocks: [paragraph('Untuk pertanyaan tentang kuki, tulis kepada {privacyEmail}. Dasar privasi kami menerangkan cara kami menggunakan data peribadi.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Tanggungjawab sosial korporat',
    summary: 'Cara {brandName} berusaha menjadi rakan kongsi yang adil kepada masyarakat dan tempat yang menyambut tetamu kami.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Pendekatan kami',
        blocks: [
          paragraph(
            'Pelancongan hanya dapat bertahan jika ia memberi manfaat kepada tempat yang dikunjungi. Kami memilih rakan kongsi kami dengan teliti, membayar mereka secara adil dan tepat pada masanya, dan menggunakan jangkauan kami untuk menggalakkan cara yang lebih baik untuk mengendalikan penginapan.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Perkongsian yang adil',
        blocks: [
          list([
            'Hartanah menerima wang bagi sesuatu penginapan dalam tempoh yang dipersetujui dalam kontrak mereka, dan dapat melihat setiap baris komisen.',
            'Kami menyiarkan harga yang ditetapkan oleh hartanah; kami tidak menambah caj tersembunyi semasa pembayaran.',
            'Pemilik dan pengurus boleh menghubungi pengurus akaun yang dinamakan, dalam bahasa mereka sendiri.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Manusia',
        blocks: [
          paragraph(
            'Kami mengharapkan setiap rakan kongsi mematuhi undang-undang tentang gaji, waktu bekerja dan keselamatan, tidak sekali-kali menggaji kanak-kanak, dan menyediakan tempat kerja yang selamat dan bebas daripada gangguan kepada kakitangan. Kami menamatkan perkongsian apabila jangkaan ini tidak dipenuhi.',
          ),
          paragraph(
            'Kami melatih pasukan pengemasan dan kaunter hadapan hotel rakan kongsi kami dalam kebersihan, keselamatan tetamu dan kemahiran digital, secara percuma.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Alam sekitar',
        blocks: [
          list([
            'Kami menggalakkan hartanah untuk menggunakan semula linen atas permintaan, menjimatkan air dan tenaga, dan berhenti menggunakan plastik sekali guna di dalam bilik.',
            'Pejabat kami beroperasi tanpa kertas: pengesahan, invois dan baucar adalah dalam bentuk digital.',
            'Kami menunjukkan kepada tetamu pengangkutan awam berhampiran setiap hartanah apabila kami mengetahuinya.',
          ]),
          paragraph(
            'Kami meminta pemilik mendaftarkan rumah percutian mereka dengan majlis perbandaran apabila perkara ini diwajibkan, dan mematuhi had tempatan ke atas penyewaan rumah percutian, supaya kawasan kejiranan kekal mempunyai rumah untuk penduduk yang tinggal di sana.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Komuniti',
        blocks: [
          paragraph(
            'Kebanyakan orang yang mengendalikan hartanah kami tinggal berdekatan. Kami mengutamakan pembekal dan kakitangan tempatan, dan meminta tetamu menghormati jiran, waktu senyap dan adat resam tempatan.',
          ),
          paragraph(
            'Apabila dikehendaki oleh Companies Act, 2013, {companyName} membelanjakan sekurang-kurangnya dua peratus daripada purata keuntungan bersihnya untuk aktiviti tanggungjawab sosial korporat yang diluluskan oleh lembaga pengarahnya, dan melaporkannya dalam laporan tahunannya.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Kebolehcapaian',
        blocks: [
          paragraph(
            'Kami membina laman web kami mengikut Web Content Accessibility Guidelines (WCAG 2.1, tahap AA): ia boleh digunakan dengan papan kekunci dan pembaca skrin. Maklumkan kepada kami di {supportEmail} jika terdapat kekurangan.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Hubungi kami',
        blocks: [
          paragraph('Idea, soalan atau kebimbangan tentang tingkah laku kami atau sesuatu hartanah: tulis kepada {supportEmail}. Kami membaca setiap mesej.'),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Dasar kad yang disimpan',
    summary: 'Cara menyimpan kad untuk pembayaran yang lebih pantas berfungsi di {brandName}, apa yang kami simpan, dan cara mengalih keluar kad.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cara menyimpan kad berfungsi',
        blocks: [
          paragraph(
            'Apabila anda memilih untuk menyimpan kad semasa membayar, kad itu disimpan oleh penyedia pembayaran kami, bukan oleh kami. Penyedia tersebut menggantikan nombor kad dengan token: kod yang hanya boleh digunakan untuk pembayaran di {brandName}, dan tidak berguna kepada orang lain.',
          ),
          paragraph(
            'Sebagaimana yang dikehendaki oleh Reserve Bank of India, kad hanya disimpan sebagai token yang dicipta oleh rangkaian kad atau bank yang mengeluarkannya (tokenisasi card-on-file), selepas anda memberikan persetujuan nyata dan mengesahkannya dengan faktor pengesahan tambahan, seperti kata laluan sekali guna (OTP) daripada bank anda. Kami mahupun penyedia pembayaran tidak menyimpan nombor kad anda.',
            INDIA,
          ),
          paragraph(
            'Setiap pembayaran dengan kad yang disimpan disahkan sebagaimana yang dikehendaki oleh bank anda di bawah pengesahan pelanggan yang kukuh (strong customer authentication), contohnya dalam aplikasi bank anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Apa yang kami lihat',
        blocks: [
          paragraph(
            'Kami hanya melihat apa yang anda perlukan untuk mengenal pasti kad: rangkaian kad, empat digit terakhir dan tarikh luput. Kami menggunakan kad yang disimpan hanya apabila anda memilihnya untuk sesuatu pembayaran.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Kod keselamatan',
        blocks: [
          paragraph(
            'Kod keselamatan kad (CVV atau CVC) tidak pernah disimpan, sama ada oleh kami atau oleh penyedia pembayaran. Bank anda mungkin memintanya semula pada setiap pembayaran.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Mengalih keluar kad',
        blocks: [
          paragraph(
            'Anda boleh mengalih keluar kad yang disimpan pada bila-bila masa dalam akaun anda, atau dengan meminta khidmat pelanggan di {supportEmail}. Penyedia pembayaran kemudian memadamkan token itu dan ia tidak boleh digunakan lagi. Mengalih keluar kad tidak menjejaskan tempahan yang telah anda bayar.',
          ),
          paragraph(
            'Token juga berhenti berfungsi apabila kad tamat tempoh atau digantikan oleh bank anda; anda kemudian boleh menyimpan kad baharu pada pembayaran seterusnya jika anda mahu.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Keselamatan',
        blocks: [
          paragraph(
            'Penyedia pembayaran kami diperakui mematuhi Payment Card Industry Data Security Standard (PCI DSS). Jika anda fikir seseorang telah menggunakan kad anda yang disimpan tanpa kebenaran anda, alih keluar kad itu, maklumkan kepada bank anda dan tulis kepada {supportEmail} dengan segera.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Pasangan belum berkahwin',
    summary: 'Penginapan di {brandName} yang mengalu-alukan pasangan yang belum berkahwin, apa yang perlu dibawa, dan apa kata undang-undang.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Penginapan yang mengalu-alukan pasangan',
        blocks: [
          paragraph(
            'Banyak hotel {brandName} mengalu-alukan pasangan yang belum berkahwin. Setiap hotel memaparkan peraturannya sebelum anda menempah: hotel yang menerima pasangan belum berkahwin memaparkan "Pasangan dialu-alukan"; hotel yang tidak menerimanya memaparkan "Pasangan belum berkahwin tidak dibenarkan" pada halaman hotel dan dalam hasil carian. Dalam hasil carian, penapis "Mesra pasangan" hanya menunjukkan hotel yang mengalu-alukan pasangan.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Setiap rumah menetapkan peraturannya sendiri dan memaparkannya sebelum anda menempah: rumah yang menerima pasangan belum berkahwin memaparkan "Pasangan dialu-alukan"; rumah yang tidak menerimanya memaparkan "Pasangan belum berkahwin tidak dibenarkan".',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Jika anda menempah penginapan yang bertanda "Pasangan belum berkahwin tidak dibenarkan", hartanah boleh menolak daftar masuk pasangan yang tidak dapat menunjukkan bahawa mereka sudah berkahwin. Oleh sebab peraturan itu telah dipaparkan sebelum anda menempah, polisi pembatalan bilik tersebut akan terpakai. Pilihlah penginapan yang mengalu-alukan pasangan.',
            INDIA,
          ),
          paragraph(
            'Setiap rumah di {brandName} mengalu-alukan pasangan, sama ada sudah berkahwin atau belum. Pemilik tidak boleh meminta bukti perkahwinan, dan kami mengalih keluar penyenaraian yang berbuat demikian.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Apa yang perlu dibawa',
        blocks: [
          paragraph(
            'Anda berdua mesti berumur sekurang-kurangnya 18 tahun dan menunjukkan dokumen pengenalan diri bergambar yang sah dan dikeluarkan oleh kerajaan semasa daftar masuk: kad Aadhaar, pasport, lesen memandu atau kad pengenalan pengundi (voter ID). Halaman hartanah menyatakan jika ia tidak menerima kad PAN ("Kad PAN tidak diterima") atau dokumen pengenalan diri dengan alamat di bandar yang sama. Tetamu yang bukan warganegara India menunjukkan pasport dan visa mereka.',
            INDIA,
          ),
          paragraph(
            'Setiap orang dewasa menunjukkan pasport atau kad pengenalan kebangsaan semasa daftar masuk, sebagaimana yang dikehendaki untuk pendaftaran tetamu. Tiada sesiapa akan bertanya tentang status perkahwinan anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'Undang-undang, dalam bahasa mudah',
        blocks: [
          paragraph(
            'Tiada undang-undang di India yang melarang dua orang dewasa yang belum berkahwin daripada menginap bersama dalam bilik hotel, dan perbuatan itu bukan suatu kesalahan. Walau bagaimanapun, hartanah boleh menetapkan peraturan kemasukannya sendiri, dan itulah sebabnya sesetengahnya tidak menerima pasangan yang belum berkahwin. Apa yang wajib dilakukan oleh setiap hartanah menurut undang-undang ialah merekodkan identiti tetamunya, dan itulah sebabnya anda menunjukkan dokumen pengenalan diri anda.',
            INDIA,
          ),
          paragraph(
            'Di {countryName}, orang dewasa boleh menginap bersama tanpa mengira status perkahwinan mereka. Hartanah boleh meminta dokumen pengenalan diri untuk mendaftarkan tetamunya, sebagaimana yang dikehendaki oleh undang-undang, tetapi tidak boleh meminta sijil perkahwinan.',
            EUROPE,
          ),
          paragraph('Halaman ini ialah maklumat umum, bukan nasihat undang-undang.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Jika berlaku masalah',
        blocks: [
          paragraph(
            'Jika hartanah menolak anda walaupun ia memaparkan "Pasangan dialu-alukan", atau melayan anda secara tidak adil semasa daftar masuk, hubungi atau tulis kepada kami di {supportEmail} dari hartanah tersebut. Kami akan mencarikan penginapan lain berdekatan atau membayar balik anda sepenuhnya.',
          ),
        ],
      },
    ],
  },
};
