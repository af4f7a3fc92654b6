import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Dokumen hukum dalam bahasa Indonesia: susunan dan parameter yang sama dengan en.ts. */
export const id: LegalTexts = {
  terms: {
    title: 'Ketentuan pemesanan',
    summary:
      'Ketentuan ini berlaku saat Anda memesan penginapan di {brandName}. Ketentuan ini menjelaskan dengan siapa Anda membuat perjanjian, bagaimana harga dan pembayaran berlaku, serta apa yang terjadi jika rencana Anda berubah.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Siapa kami',
        blocks: [
          paragraph(
            '{brandName} dikelola oleh {companyName}, {companyAddress} ("kami"). Kami mengelola situs web dan aplikasi tempat Anda mencari dan memesan penginapan. Kami tidak memiliki atau mengelola properti yang kami tampilkan.',
          ),
          paragraph('Anda dapat menghubungi layanan pelanggan kami di {supportEmail}. Kami menjawab secara tertulis dalam dua hari kerja.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Pemesanan Anda dan dengan siapa Anda membuat perjanjian',
        blocks: [
          paragraph(
            'Saat memesan, Anda membuat perjanjian untuk menginap langsung dengan properti: hotel, atau pemilik atau pengelola rumah liburan. Kami bertindak sebagai perantara: kami meneruskan pemesanan Anda kepada properti, menerima pembayaran atas nama properti saat Anda membayar secara online, dan membantu Anda jika terjadi masalah.',
          ),
          paragraph(
            'Pemesanan Anda terkonfirmasi saat Anda melihat halaman konfirmasi dengan nomor pemesanan dan menerima konfirmasi melalui e-mail atau SMS. Sebelum itu, belum ada perjanjian dan tidak ada uang yang ditarik.',
          ),
          paragraph('Dengan memesan, Anda menyatakan bahwa:'),
          list([
            'Anda berusia minimal 18 tahun dan cakap untuk membuat perjanjian yang mengikat;',
            'nama dan data kontak yang Anda berikan benar, dan Anda memesan untuk diri sendiri dan tamu yang bepergian bersama Anda;',
            'jumlah tamu tidak melebihi kapasitas kamar atau rumah yang Anda pesan;',
            'Anda dan tamu Anda akan mematuhi tata tertib properti dan Kebijakan tamu kami.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Harga dan pajak',
        blocks: [
          paragraph(
            'Harga ditampilkan dalam {currencyName} ({currencyCode}) dan sudah termasuk pajak dan biaya yang berlaku untuk penginapan tersebut. Total pada formulir pemesanan adalah jumlah yang Anda bayar, kecuali pajak turis setempat yang di beberapa kota wajib dibayar di properti; formulir pemesanan menyebutkannya jika berlaku.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Harga ditampilkan dalam {currencyName} ({currencyCode}) per malam. Pajak dan biaya dikenakan di luar harga kamar: keduanya ditampilkan sebagai baris terpisah sebelum Anda memesan, dan total pada formulir pemesanan sudah mencakupnya.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Harga dapat berubah sampai Anda memesan. Setelah pemesanan Anda terkonfirmasi, harganya tetap, kecuali Anda sendiri mengubah pemesanan (tanggal, kamar, atau tamu); dalam hal itu berlaku harga untuk penginapan yang baru. Diskon, kupon, dan saldo dompet ditampilkan sebagai baris terpisah dan hanya berlaku sesuai ketentuannya masing-masing.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Pembayaran',
        blocks: [
          paragraph(
            'Tergantung propertinya, Anda membayar secara online saat memesan, atau di properti saat tiba ("Bayar di hotel"). Formulir pemesanan menunjukkan pilihan yang tersedia untuk penginapan Anda; beberapa properti hanya menerima pembayaran online, dan pembayaran di properti dapat dibatasi hingga sejumlah kamar per pemesanan.',
          ),
          paragraph(
            'Pembayaran online diproses oleh penyedia layanan pembayaran kami. Kami tidak pernah melihat atau menyimpan nomor kartu Anda secara lengkap. Jika pembayaran online tidak diselesaikan dalam batas waktu yang ditampilkan di halaman pembayaran, kamar yang disediakan untuk Anda akan dilepas dan pemesanan tidak dibuat.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Pembatalan dan pengembalian dana',
        blocks: [
          paragraph(
            'Setiap kamar memiliki kebijakan pembatalannya sendiri. Kebijakan ini ditampilkan di formulir pemesanan sebelum Anda memesan dan di konfirmasi Anda, serta menyebutkan sampai kapan Anda dapat membatalkan tanpa biaya dan berapa yang Anda bayar jika membatalkan setelahnya.',
          ),
          paragraph(
            'Anda dapat membatalkan melalui Pesanan Saya atau melalui layanan pelanggan. Jika Anda membatalkan dalam periode gratis, kami mengembalikan seluruh jumlah yang Anda bayar secara online. Jika dikenakan biaya pembatalan, kami mengembalikan jumlah yang Anda bayar dikurangi biaya tersebut.',
          ),
          paragraph(
            'Pengembalian dana dikirim ke metode pembayaran yang Anda gunakan, atau ke dompet Anda jika Anda memilihnya, dalam 5 sampai 7 hari kerja setelah pembatalan. Bank Anda mungkin memerlukan beberapa hari lagi untuk menampilkan jumlah tersebut.',
          ),
          paragraph(
            'Hak penarikan diri 14 hari untuk kontrak jarak jauh tidak berlaku untuk akomodasi yang dipesan untuk tanggal tertentu (Pasal 16(l) Direktif 2011/83/UE tentang hak konsumen). Anda dapat membatalkan sesuai kebijakan pembatalan kamar Anda.',
            EU,
          ),
          paragraph(
            'Masa pembatalan 14 hari menurut Consumer Contracts Regulations 2013 tidak berlaku untuk akomodasi yang dipesan untuk tanggal tertentu (regulation 28(1)(b)). Anda dapat membatalkan sesuai kebijakan pembatalan kamar Anda.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Perubahan, kedatangan terlambat, dan tidak hadir',
        blocks: [
          paragraph(
            'Jika halaman pemesanan Anda menyediakannya, Anda dapat mengubah tanggal menginap atau kamar. Perubahan dihitung dengan harga penginapan yang baru; jika harga baru lebih rendah, selisihnya dikembalikan seperti dijelaskan di atas.',
          ),
          paragraph(
            'Jika Anda akan tiba setelah waktu check-in, beri tahu properti atau kami sebelumnya. Jika Anda tidak datang pada hari check-in dan belum membatalkan, properti dapat menganggap pemesanan sebagai tidak hadir (no-show): properti dapat melepas kamar dan menagih biaya no-show sesuai kebijakan pembatalan, hingga sebesar harga penuh penginapan.',
          ),
          paragraph(
            'Jika properti tidak dapat memenuhi pemesanan Anda, kami menawarkan penginapan sebanding di dekatnya tanpa biaya tambahan atau, jika Anda lebih suka, pengembalian dana penuh.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Tanggung jawab',
        blocks: [
          paragraph(
            'Properti bertanggung jawab atas penginapan itu sendiri: kamar atau rumah, fasilitasnya, dan layanan yang diberikannya. Kami bertanggung jawab untuk menangani pemesanan dan pembayaran Anda dengan benar dan atas informasi yang kami terbitkan tentang properti, yang kami peroleh dari properti dan kami periksa dengan cermat.',
          ),
          paragraph(
            'Kami tidak bertanggung jawab atas tindakan atau kelalaian properti, kecuali jika kami lalai menjalankan kewajiban kami sendiri. Tidak ada bagian dari ketentuan ini yang membatasi tanggung jawab yang menurut hukum tidak boleh dibatasi, seperti tanggung jawab atas kematian atau cedera badan akibat kelalaian, atau atas penipuan.',
          ),
          paragraph(
            'Anda tetap memiliki semua hak yang diberikan kepada Anda oleh hukum perlindungan konsumen yang bersifat memaksa di negara tempat Anda tinggal.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'complaints',
        heading: 'Keluhan',
        blocks: [
          paragraph(
            'Jika ada yang tidak beres selama Anda menginap, segera beri tahu properti agar dapat memperbaikinya. Jika properti tidak memperbaikinya, tulis kepada kami di {supportEmail} selama Anda menginap atau dalam 30 hari setelah check-out, dengan menyebutkan nomor pemesanan Anda. Kami mengonfirmasi penerimaan keluhan Anda dalam dua hari kerja dan berupaya menyelesaikannya dalam 14 hari.',
          ),
          paragraph(
            'Anda juga dapat menulis kepada Petugas Pengaduan (Grievance Officer) kami di {grievanceEmail}. Petugas Pengaduan mengonfirmasi penerimaan keluhan dalam 48 jam dan menyelesaikannya dalam satu bulan sejak diterima, sebagaimana diwajibkan oleh Consumer Protection (E-Commerce) Rules, 2020. Anda juga dapat menghubungi National Consumer Helpline (1915) atau mengajukan pengaduan ke komisi konsumen berdasarkan Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Jika kita tidak dapat menyelesaikan keluhan Anda bersama, Anda dapat meminta saran gratis dari European Consumer Centre di negara tempat Anda tinggal, atau membawa sengketa ke badan penyelesaian sengketa konsumen yang berwenang di {countryName}.',
            EU,
          ),
          paragraph(
            'Jika kita tidak dapat menyelesaikan keluhan Anda bersama, Anda dapat meminta saran gratis dari Citizens Advice (layanan konsumen), atau membawa sengketa ke pengadilan.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Hukum yang berlaku dan pengadilan',
        blocks: [
          paragraph(
            'Ketentuan ini dan setiap pemesanan yang dibuat berdasarkan ketentuan ini tunduk pada hukum India. Pengadilan di {courts} berwenang mengadili, tanpa mengurangi hak Anda untuk mengajukan perkara ke komisi konsumen di tempat Anda tinggal atau di tempat timbulnya penyebab gugatan.',
            INDIA,
          ),
          paragraph(
            'Ketentuan ini tunduk pada hukum {countryName}. Jika Anda tinggal di negara lain di Uni Eropa, Anda juga tetap mendapatkan perlindungan hukum konsumen yang bersifat memaksa di negara tersebut, dan Anda dapat mengajukan gugatan ke pengadilan di {countryName} atau di negara tempat Anda tinggal.',
            EU,
          ),
          paragraph(
            'Ketentuan ini tunduk pada hukum Inggris dan Wales. Jika Anda tinggal di Skotlandia atau Irlandia Utara, Anda juga dapat mengajukan gugatan ke pengadilan di sana, berdasarkan hukum setempat.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Kebijakan tamu',
    summary:
      'Hal-hal yang perlu diketahui setiap tamu sebelum tiba: dokumen identitas, usia, pasangan dan pengunjung, serta tata tertib yang berlaku di setiap properti di {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Check-in dan check-out',
        blocks: [
          paragraph(
            'Waktu check-in dan check-out ditampilkan di halaman properti dan di konfirmasi Anda. Check-in lebih awal dan check-out lebih lambat tergantung ketersediaan dan dapat dikenakan biaya, yang ditampilkan sebelum Anda membayarnya.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Dokumen identitas',
        blocks: [
          paragraph(
            'Setiap tamu dewasa wajib menunjukkan dokumen identitas berfoto yang sah dan diterbitkan pemerintah saat check-in: kartu Aadhaar, paspor, SIM, atau kartu pemilih (voter ID). Kartu PAN tidak diterima sebagai bukti identitas di semua properti; halaman properti kemudian mencantumkan "Kartu PAN tidak diterima". Beberapa properti tidak menerima dokumen identitas dengan alamat di kota yang sama (ID lokal), dan menyebutkannya di halaman properti.',
            INDIA,
          ),
          paragraph(
            'Tamu yang bukan warga negara India wajib menunjukkan paspor dengan visa India yang sah. Properti wajib melaporkan masa menginap mereka kepada pihak berwenang (Form C). Properti yang bertanda "Hanya untuk warga negara India" tidak dapat menerima tamu asing.',
            INDIA,
          ),
          paragraph(
            'Setiap tamu dewasa wajib menunjukkan paspor atau kartu identitas nasional yang sah saat check-in. Di banyak negara, properti diwajibkan oleh hukum untuk mendaftarkan tamunya dan meneruskan data mereka kepada pihak berwenang setempat.',
            EUROPE,
          ),
          paragraph('Jika Anda membayar secara online, properti dapat meminta untuk melihat kartu yang Anda gunakan untuk membayar.'),
        ],
      },
      {
        id: 'age',
        heading: 'Usia',
        blocks: [
          paragraph(
            'Tamu yang melakukan check-in harus berusia minimal 18 tahun. Anak-anak dipersilakan kecuali halaman properti menyatakan lain, dan dihitung dalam jumlah tamu kamar atau rumah.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Pasangan',
        blocks: [
          paragraph(
            'Setiap properti memutuskan sendiri apakah pasangan yang belum menikah boleh menginap bersama. Properti yang tidak menerima mereka mencantumkan "Pasangan belum menikah tidak diizinkan" di halaman properti dan di hasil pencarian; properti lainnya mencantumkan "Pasangan dipersilakan". Baca selengkapnya di halaman kami tentang pasangan yang belum menikah.',
            INDIA,
          ),
          paragraph(
            'Setiap properti di {brandName} menyambut pasangan, baik yang sudah menikah maupun belum. Tidak ada yang akan meminta bukti pernikahan dari Anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'visitors',
        heading: 'Pengunjung',
        blocks: [
          paragraph(
            'Demi keamanan semua tamu, hanya tamu yang terdaftar dalam pemesanan yang boleh menginap. Hotel dapat mengizinkan pengunjung pada siang hari di area umumnya dan meminta untuk melihat dokumen identitas mereka.',
            HOTELS,
          ),
          paragraph(
            'Hanya tamu yang disebutkan dalam pemesanan yang boleh menginap di rumah tersebut, hingga jumlah tamu maksimum yang dinyatakannya. Pesta dan acara memerlukan persetujuan tertulis dari pemilik.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Kerusakan',
        blocks: [
          paragraph(
            'Perlakukan properti seperti rumah Anda sendiri. Tamu yang memesan bertanggung jawab atas kerusakan yang disebabkan oleh tamu dalam pemesanan tersebut di luar keausan wajar, dan properti dapat menagih biaya perbaikan atau penggantian yang wajar, disertai buktinya.',
          ),
          paragraph(
            'Beberapa rumah meminta uang jaminan. Jumlahnya, kapan Anda membayarnya, dan kapan uang tersebut dikembalikan ditampilkan di halaman properti sebelum Anda memesan.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Merokok',
        blocks: [
          paragraph(
            'Merokok tidak diperbolehkan di dalam kamar dan rumah kecuali halaman properti menyatakan lain. Properti dapat menagih biaya pembersihan kamar atau rumah yang digunakan untuk merokok.',
          ),
          paragraph(
            'Merokok di tempat umum dilarang oleh Cigarettes and Other Tobacco Products Act, 2003. Hotel dapat menyediakan area merokok khusus.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Hewan peliharaan',
        blocks: [
          paragraph(
            'Hewan peliharaan hanya diperbolehkan di rumah yang menyatakannya di halaman properti, hingga jumlah hewan yang disebutkan. Beri tahu pemilik sebelumnya hewan apa yang akan Anda bawa, dan jauhkan hewan tersebut dari tempat tidur dan sofa.',
            HOMES,
          ),
          paragraph('Hewan peliharaan tidak diperbolehkan di hotel kecuali halaman properti menyatakan lain.', HOTELS),
          paragraph('Anjing pemandu dan anjing pendamping disambut di setiap properti.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Kapan penginapan dapat ditolak atau diakhiri',
        blocks: [
          paragraph(
            'Properti dapat menolak check-in, atau mengakhiri masa menginap tanpa pengembalian dana, jika tamu tidak dapat menunjukkan dokumen identitas yang sah, tidak memenuhi batasan yang ditampilkan sebelum pemesanan, melanggar aturan ini atau hukum, atau membahayakan orang lain atau properti.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Kebijakan privasi',
    summary:
      'Bagaimana {companyName} menggunakan data pribadi yang Anda berikan saat mencari dan memesan di {brandName}, mengapa kami menggunakannya, berapa lama kami menyimpannya, dan hak-hak yang Anda miliki.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Siapa yang bertanggung jawab atas data Anda',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, bertanggung jawab atas data pribadi Anda sebagai pengendali data menurut General Data Protection Regulation (GDPR).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, bertanggung jawab atas data pribadi Anda sebagai pengendali data menurut UK GDPR dan Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, bertanggung jawab atas data pribadi Anda sebagai Data Fiduciary menurut Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Untuk pertanyaan apa pun tentang data Anda, tulis ke {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Data yang kami kumpulkan',
        blocks: [
          list([
            'Akun: nama, alamat e-mail, nomor ponsel, dan kata sandi Anda (hanya disimpan sebagai hash yang aman). Jika Anda masuk dengan Google, Apple, atau Facebook, nama dan alamat e-mail yang dibagikan penyedia tersebut kepada kami.',
            'Pemesanan: properti, tanggal, kamar dan tamu, nama tamu yang melakukan check-in, permintaan khusus Anda, dan riwayat pemesanan Anda.',
            'Pembayaran: jumlah, mata uang, metode pembayaran, dan status. Anda memasukkan data kartu di penyedia layanan pembayaran kami; kami hanya menerima token, jaringan kartu, dan empat digit terakhir.',
            'Perangkat dan penggunaan: alamat IP, jenis browser dan perangkat, bahasa, pengenal perangkat (cookie fingerprint2), halaman yang Anda lihat, dan pencarian yang Anda lakukan.',
            'Lokasi: perkiraan lokasi Anda yang diperoleh dari alamat IP, dan lokasi persis Anda hanya jika Anda mengizinkannya, misalnya untuk menemukan penginapan di dekat Anda.',
            'Pesan: apa yang Anda tulis kepada layanan pelanggan, dan ulasan yang Anda terbitkan.',
            'Kampanye: iklan atau tautan yang membawa Anda kepada kami (parameter utm).',
          ]),
          paragraph('Saat Anda membuat akun, kami juga meminta alamat pos Anda, yang kami perlukan untuk faktur.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Mengapa kami menggunakannya',
        blocks: [
          list([
            'untuk membuat, mengubah, dan membatalkan pemesanan Anda, dan untuk meneruskan data yang diperlukan properti kepadanya;',
            'untuk menerima pembayaran dan melakukan pengembalian dana, serta mencegah penipuan;',
            'untuk mengelola akun Anda dan memungkinkan Anda masuk dengan aman, termasuk dengan kode sekali pakai;',
            'untuk membantu Anda saat menghubungi layanan pelanggan;',
            'untuk menjaga situs tetap aman dan berfungsi, dan untuk memperbaikinya berdasarkan statistik;',
            'untuk mengirimkan penawaran kepada Anda, hanya jika Anda setuju menerimanya;',
            'untuk memenuhi kewajiban hukum kami, seperti catatan pajak dan akuntansi serta pendaftaran tamu.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Dasar hukum kami',
        blocks: [
          paragraph('Berdasarkan GDPR, kami mengandalkan:', EUROPE),
          list(
            [
              'perjanjian dengan Anda, untuk pemesanan, pembayaran, akun Anda, dan layanan pelanggan;',
              'kepentingan sah kami, untuk keamanan, pencegahan penipuan, perbaikan situs, dan pengukuran kampanye kami, yang telah kami timbang terhadap kepentingan dan hak Anda;',
              'persetujuan Anda, untuk cookie statistik dan preferensi, pesan pemasaran, dan lokasi persis Anda; Anda dapat menariknya kapan saja;',
              'kewajiban hukum, untuk catatan pajak dan akuntansi serta pendaftaran tamu.',
            ],
            EUROPE,
          ),
          paragraph(
            'Kami memproses data pribadi Anda dengan persetujuan Anda, yang Anda berikan saat membuat akun atau melakukan pemesanan dan dapat Anda tarik kapan saja, dan untuk penggunaan sah yang diizinkan DPDP Act, seperti tujuan Anda memberikan data tersebut kepada kami dan kepatuhan terhadap hukum. Penarikan persetujuan tidak memengaruhi apa yang telah dilakukan sebelumnya; hal itu dapat berarti kami tidak lagi dapat menyediakan suatu layanan, seperti pemesanan.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Dengan siapa kami membagikannya',
        blocks: [
          list([
            'properti yang Anda pesan, yang menerima nama, data kontak, detail pemesanan, dan permintaan khusus Anda;',
            'penyedia layanan pembayaran kami, untuk pembayaran, pengembalian dana, dan kartu tersimpan;',
            'penyedia layanan yang bekerja untuk kami berdasarkan kontrak dan hanya atas instruksi kami: hosting, pengiriman e-mail dan SMS, serta perangkat layanan pelanggan;',
            'pihak berwenang, jika diwajibkan oleh hukum.',
          ]),
          paragraph('Kami tidak menjual data pribadi Anda.'),
          paragraph(
            'Jika penyedia layanan berada di luar Wilayah Ekonomi Eropa, kami hanya mentransfer data berdasarkan keputusan kecukupan (adequacy decision) Komisi Eropa atau klausul kontrak standarnya.',
            EU,
          ),
          paragraph(
            'Jika penyedia layanan berada di luar Britania Raya, kami hanya mentransfer data berdasarkan UK adequacy regulations atau UK international data transfer agreement.',
            UK,
          ),
          paragraph('Kami dapat memproses data di luar India, kecuali di negara-negara yang transfernya dibatasi oleh Pemerintah India.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Berapa lama kami menyimpannya',
        blocks: [
          list([
            'Data akun: selama akun Anda ada; kami menghapusnya dalam 30 hari setelah Anda menutup akun.',
            'Pemesanan, pembayaran, dan faktur: selama diwajibkan oleh hukum pajak dan akuntansi {countryName}, paling lama sepuluh tahun.',
            'Data perangkat dan log keamanan: 13 bulan.',
            'Pesan layanan pelanggan: dua tahun setelah masalahnya selesai.',
            'Persetujuan pemasaran: sampai Anda menariknya.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Hak Anda',
        blocks: [
          paragraph(
            'Anda berhak mengakses data Anda, meminta data tersebut diperbaiki atau dihapus, membatasi penggunaannya, menerimanya dalam format yang dapat dipindahkan, menolak penggunaannya (selalu untuk pemasaran langsung), dan menarik persetujuan Anda.',
            EUROPE,
          ),
          paragraph(
            'Anda berhak mendapatkan ringkasan data pribadi Anda dan cara kami memprosesnya, meminta data tersebut diperbaiki, dilengkapi, diperbarui, atau dihapus, mendapatkan penyelesaian atas keluhan Anda, dan menunjuk orang yang dapat menjalankan hak Anda jika Anda meninggal dunia atau tidak mampu melakukannya.',
            INDIA,
          ),
          paragraph(
            'Anda dapat mengubah sebagian besar data Anda di akun Anda. Untuk hal lainnya, tulis ke {privacyEmail}; kami mungkin meminta Anda membuktikan identitas Anda. Kami menjawab dalam satu bulan.',
          ),
          paragraph(
            'Jika Anda tidak puas dengan jawaban kami, Anda dapat mengajukan pengaduan kepada {authorityName} ({authorityUrl}) atau kepada otoritas perlindungan data di negara tempat Anda tinggal.',
            EUROPE,
          ),
          paragraph(
            'Petugas Pengaduan kami dapat dihubungi di {grievanceEmail} dan menjawab dalam jangka waktu yang ditetapkan DPDP Act. Jika Anda tidak puas, Anda dapat mengajukan pengaduan kepada {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Keamanan',
        blocks: [
          paragraph(
            'Data Anda dikirim dalam keadaan terenkripsi (HTTPS). Kata sandi hanya disimpan sebagai hash yang aman, kode masuk kedaluwarsa dalam hitungan menit, dan hanya staf yang membutuhkan data Anda untuk pekerjaannya yang dapat melihatnya. Jika terjadi pelanggaran yang membahayakan data Anda, kami memberi tahu otoritas dan Anda sebagaimana diwajibkan oleh hukum.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Anak-anak',
        blocks: [
          paragraph(
            '{brandName} tidak ditujukan untuk anak-anak: Anda harus berusia 18 tahun untuk membuat akun atau memesan. Kami tidak secara sengaja mengumpulkan data anak-anak, kecuali nama dan usia anak yang bepergian bersama Anda, yang Anda berikan kepada kami.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Perubahan kebijakan ini',
        blocks: [
          paragraph(
            'Kami memperbarui kebijakan ini saat layanan kami atau hukum berubah. Tanggal di bagian atas menunjukkan versi terbaru; kami memberi tahu Anda melalui e-mail tentang perubahan penting.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Kebijakan cookie',
    summary: 'Cookie apa saja yang ditempatkan {brandName} di perangkat Anda, apa fungsi masing-masing, dan berapa lama cookie tersebut bertahan.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Apa itu cookie',
        blocks: [
          paragraph(
            'Cookie adalah file teks kecil yang disimpan situs web di browser Anda. Kami juga menyimpan beberapa nilai serupa di penyimpanan lokal (local storage) browser Anda. Dalam kebijakan ini, "cookie" mencakup keduanya.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Tiga kategori',
        blocks: [
          list([
            'Wajib: diperlukan agar situs berfungsi dan tetap aman, misalnya agar Anda tetap masuk dan untuk mengingat detail pemesanan Anda. Cookie ini tidak dapat dinonaktifkan.',
            'Preferensi: mengingat pilihan seperti bahasa dan lokasi Anda, sehingga situs terbuka seperti saat Anda meninggalkannya.',
            'Statistik: membantu kami memahami cara situs digunakan, dengan menghitung kunjungan dan kampanye yang membawa Anda, sehingga kami dapat memperbaikinya.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Cookie yang kami gunakan',
        blocks: [
          table(
            ['Nama', 'Kategori', 'Tujuan', 'Masa berlaku'],
            [
              ['token', 'Wajib', 'Membuat Anda tetap masuk.', 'Sampai Anda keluar atau menutup browser'],
              ['fingerprint2', 'Wajib', 'Mengenali perangkat Anda, untuk melindungi akun Anda dan mencegah penipuan.', '2 tahun (63.072.000 detik)'],
              ['appContext', 'Wajib', 'Mengingat situs yang sedang Anda kunjungi: merek, negara, dan mata uang.', '2 jam (7.200 detik)'],
              ['loggedInAppContext', 'Wajib', 'Mengingat hal yang sama saat Anda masuk.', '6 bulan (15.552.000 detik)'],
              ['cookie_consent', 'Wajib', 'Mengingat jenis cookie yang Anda izinkan, agar kami tidak bertanya lagi.', '6 bulan (15.552.000 detik)'],
              ['countryIso', 'Wajib', 'Negara asal koneksi Anda, untuk menampilkan harga dan aturan yang tepat.', '2 jam (7.200 detik)'],
              ['locale', 'Preferensi', 'Bahasa yang Anda pilih.', '1 tahun (31.536.000 detik)'],
              ['geoContext', 'Preferensi', 'Perkiraan lokasi Anda, untuk menyarankan penginapan di dekat Anda.', '12 jam (43.200 detik)'],
              [
                'quickLogin',
                'Preferensi',
                'Mengingat bahwa kami telah menampilkan fitur masuk cepat kepada Anda, agar tidak muncul lagi.',
                '1 hari (86.400 detik)',
              ],
              ['utm', 'Statistik', 'Kampanye atau tautan yang membawa Anda kepada kami (parameter utm).', '30 hari (2.592.000 detik)'],
              ['expd', 'Statistik', 'Versi halaman yang Anda lihat selama kami menguji suatu perbaikan.', 'Sampai Anda menutup browser'],
              ['client_id', 'Statistik', 'Menghitung kunjungan tanpa mengidentifikasi Anda.', 'Sampai Anda menutup browser'],
            ],
          ),
          paragraph(
            'Kami tidak menggunakan cookie iklan. Di halaman pembayarannya, penyedia layanan pembayaran kami dapat menempatkan cookie wajib yang diperlukannya untuk memproses pembayaran dengan aman.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Pilihan Anda',
        blocks: [
          paragraph(
            'Kami menempatkan cookie wajib tanpa meminta izin, karena situs tidak dapat berfungsi tanpanya. Cookie preferensi dan statistik hanya ditempatkan setelah Anda menerimanya di banner cookie. Untuk mengubah pilihan Anda, hapus cookie situs ini di browser Anda: banner akan bertanya lagi pada kunjungan Anda berikutnya.',
            EUROPE,
          ),
          paragraph(
            'Kami menggunakan cookie wajib untuk menjalankan situs, serta cookie preferensi dan statistik untuk mengingat pilihan Anda dan memperbaiki situs. Anda dapat memblokir atau menghapus cookie kapan saja di pengaturan browser Anda.',
            INDIA,
          ),
          paragraph(
            'Setiap browser memungkinkan Anda melihat, memblokir, dan menghapus cookie di pengaturannya. Jika Anda memblokir cookie wajib, Anda tidak dapat masuk atau memesan.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Pertanyaan',
        blocks: [paragraph('Untuk pertanyaan tentang cookie, tulis ke {privacyEmail}. Kebijakan privasi kami menjelaskan cara kami menggunakan data pribadi.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Tanggung jawab sosial perusahaan',
    summary: 'Bagaimana {brandName} berupaya menjadi mitra yang adil bagi orang-orang dan tempat-tempat yang menyambut tamu kami.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Pendekatan kami',
        blocks: [
          paragraph(
            'Perjalanan hanya dapat bertahan jika bermanfaat bagi tempat-tempat yang dikunjungi orang. Kami memilih mitra dengan cermat, membayar mereka secara adil dan tepat waktu, dan menggunakan jangkauan kami untuk mendorong cara-cara yang lebih baik dalam mengelola penginapan.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Kemitraan yang adil',
        blocks: [
          list([
            'Properti menerima uang untuk suatu penginapan dalam jangka waktu yang disepakati dalam kontrak mereka, dan dapat melihat setiap baris komisi.',
            'Kami menampilkan harga yang ditetapkan properti; kami tidak menambahkan biaya tersembunyi saat pembayaran.',
            'Pemilik dan pengelola dapat menghubungi manajer akun yang ditunjuk secara khusus, dalam bahasa mereka sendiri.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Manusia',
        blocks: [
          paragraph(
            'Kami mengharapkan setiap mitra mematuhi hukum tentang upah, jam kerja, dan keselamatan, tidak pernah mempekerjakan anak-anak, dan memberikan tempat kerja yang aman dan bebas dari pelecehan kepada stafnya. Kami mengakhiri kemitraan jika harapan ini tidak dipenuhi.',
          ),
          paragraph(
            'Kami melatih tim tata graha dan resepsionis hotel mitra kami secara gratis dalam kebersihan, keselamatan tamu, dan keterampilan digital.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Lingkungan',
        blocks: [
          list([
            'Kami mendorong properti untuk menggunakan kembali linen atas permintaan, menghemat air dan energi, dan berhenti menggunakan plastik sekali pakai di kamar.',
            'Kantor kami bekerja tanpa kertas: konfirmasi, faktur, dan voucher berbentuk digital.',
            'Kami menunjukkan kepada tamu transportasi umum di dekat setiap properti jika kami mengetahuinya.',
          ]),
          paragraph(
            'Kami meminta pemilik untuk mendaftarkan rumah liburan mereka ke pemerintah kota jika hal ini diwajibkan, dan untuk mematuhi batasan setempat atas penyewaan rumah liburan, agar lingkungan tetap memiliki rumah bagi orang-orang yang tinggal di sana.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Masyarakat',
        blocks: [
          paragraph(
            'Sebagian besar orang yang mengelola properti kami tinggal di sekitarnya. Kami mengutamakan pemasok dan staf lokal, dan meminta tamu untuk menghormati tetangga, jam tenang, dan adat istiadat setempat.',
          ),
          paragraph(
            'Jika diwajibkan oleh Companies Act, 2013, {companyName} membelanjakan sekurang-kurangnya dua persen dari rata-rata laba bersihnya untuk kegiatan tanggung jawab sosial perusahaan yang disetujui oleh direksinya, dan melaporkannya dalam laporan tahunannya.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Aksesibilitas',
        blocks: [
          paragraph(
            'Kami membangun situs web kami sesuai Web Content Accessibility Guidelines (WCAG 2.1, level AA): situs dapat digunakan dengan keyboard dan pembaca layar. Beri tahu kami di {supportEmail} jika ada yang masih kurang.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Hubungi kami',
        blocks: [
          paragraph('Ide, pertanyaan, atau kekhawatiran tentang perilaku kami atau suatu properti: tulis ke {supportEmail}. Kami membaca setiap pesan.'),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Kebijakan kartu tersimpan',
    summary: 'Cara kerja penyimpanan kartu untuk pembayaran yang lebih cepat di {brandName}, apa yang kami simpan, dan cara menghapus kartu.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cara kerja penyimpanan kartu',
        blocks: [
          paragraph(
            'Jika Anda memilih untuk menyimpan kartu saat membayar, kartu tersebut disimpan oleh penyedia layanan pembayaran kami, bukan oleh kami. Penyedia tersebut mengganti nomor kartu dengan token: kode yang hanya dapat digunakan untuk pembayaran di {brandName}, dan tidak berguna bagi orang lain.',
          ),
          paragraph(
            'Sesuai ketentuan Reserve Bank of India, kartu hanya disimpan sebagai token yang dibuat oleh jaringan kartu atau bank penerbitnya (tokenisasi card-on-file), setelah Anda memberikan persetujuan tegas dan mengonfirmasinya dengan faktor autentikasi tambahan, seperti kata sandi sekali pakai (OTP) dari bank Anda. Baik kami maupun penyedia layanan pembayaran tidak menyimpan nomor kartu Anda.',
            INDIA,
          ),
          paragraph(
            'Setiap pembayaran dengan kartu tersimpan dikonfirmasi sebagaimana diwajibkan bank Anda berdasarkan autentikasi pelanggan yang kuat (strong customer authentication), misalnya di aplikasi bank Anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Apa yang kami lihat',
        blocks: [
          paragraph(
            'Kami hanya melihat apa yang Anda perlukan untuk mengenali kartu: jaringan kartu, empat digit terakhir, dan tanggal kedaluwarsa. Kami hanya menggunakan kartu tersimpan saat Anda memilihnya untuk pembayaran.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Kode keamanan',
        blocks: [
          paragraph(
            'Kode keamanan kartu (CVV atau CVC) tidak pernah disimpan, baik oleh kami maupun oleh penyedia layanan pembayaran. Bank Anda dapat memintanya lagi pada setiap pembayaran.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Menghapus kartu',
        blocks: [
          paragraph(
            'Anda dapat menghapus kartu tersimpan kapan saja di akun Anda, atau dengan meminta bantuan layanan pelanggan di {supportEmail}. Penyedia layanan pembayaran kemudian menghapus token tersebut sehingga tidak dapat digunakan lagi. Menghapus kartu tidak memengaruhi pemesanan yang sudah Anda bayar.',
          ),
          paragraph(
            'Token juga berhenti berfungsi saat kartu kedaluwarsa atau diganti oleh bank Anda; jika mau, Anda dapat menyimpan kartu baru pada pembayaran berikutnya.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Keamanan',
        blocks: [
          paragraph(
            'Penyedia layanan pembayaran kami bersertifikat Payment Card Industry Data Security Standard (PCI DSS). Jika Anda menduga seseorang menggunakan kartu tersimpan Anda tanpa izin, segera hapus kartu tersebut, beri tahu bank Anda, dan tulis ke {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Pasangan belum menikah',
    summary: 'Penginapan mana di {brandName} yang menyambut pasangan yang belum menikah, apa yang perlu dibawa, dan apa kata hukum.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Penginapan mana yang menyambut pasangan',
        blocks: [
          paragraph(
            'Banyak hotel {brandName} menyambut pasangan yang belum menikah. Setiap hotel menampilkan aturannya sebelum Anda memesan: hotel yang menerima pasangan belum menikah mencantumkan "Pasangan dipersilakan"; hotel yang tidak menerimanya mencantumkan "Pasangan belum menikah tidak diizinkan" di halaman hotel dan di hasil pencarian. Di hasil pencarian, filter "Ramah pasangan" hanya menampilkan hotel yang menyambut pasangan.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Setiap rumah menetapkan aturannya sendiri dan menampilkannya sebelum Anda memesan: rumah yang menerima pasangan belum menikah mencantumkan "Pasangan dipersilakan"; rumah yang tidak menerimanya mencantumkan "Pasangan belum menikah tidak diizinkan".',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Jika Anda memesan penginapan yang bertanda "Pasangan belum menikah tidak diizinkan", properti dapat menolak check-in pasangan yang tidak dapat menunjukkan bahwa mereka sudah menikah. Karena aturan tersebut telah ditampilkan sebelum Anda memesan, kebijakan pembatalan kamar tersebut kemudian berlaku. Pilihlah penginapan yang menyambut pasangan.',
            INDIA,
          ),
          paragraph(
            'Setiap rumah di {brandName} menyambut pasangan, baik yang sudah menikah maupun belum. Pemilik tidak boleh meminta bukti pernikahan, dan kami menghapus iklan yang melakukannya.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Apa yang perlu dibawa',
        blocks: [
          paragraph(
            'Anda berdua harus berusia minimal 18 tahun dan menunjukkan dokumen identitas berfoto yang sah dan diterbitkan pemerintah saat check-in: kartu Aadhaar, paspor, SIM, atau kartu pemilih (voter ID). Halaman properti menyebutkan jika properti tidak menerima kartu PAN ("Kartu PAN tidak diterima") atau dokumen identitas dengan alamat di kota yang sama. Tamu yang bukan warga negara India menunjukkan paspor dan visa mereka.',
            INDIA,
          ),
          paragraph(
            'Setiap orang dewasa menunjukkan paspor atau kartu identitas nasional saat check-in, sebagaimana diwajibkan untuk pendaftaran tamu. Tidak ada yang akan menanyakan status pernikahan Anda.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'Hukumnya, dalam bahasa sederhana',
        blocks: [
          paragraph(
            'Tidak ada hukum di India yang melarang dua orang dewasa yang belum menikah untuk menginap bersama di satu kamar hotel, dan hal itu bukan tindak pidana. Namun, properti dapat menetapkan aturan penerimaan tamunya sendiri, itulah sebabnya sebagian properti tidak menerima pasangan yang belum menikah. Yang wajib dilakukan setiap properti menurut hukum adalah mencatat identitas tamunya, itulah sebabnya Anda menunjukkan dokumen identitas Anda.',
            INDIA,
          ),
          paragraph(
            'Di {countryName}, orang dewasa boleh menginap bersama apa pun status pernikahan mereka. Properti dapat meminta dokumen identitas untuk mendaftarkan tamunya, sebagaimana diwajibkan oleh hukum, tetapi tidak boleh meminta akta nikah.',
            EUROPE,
          ),
          paragraph('Halaman ini berisi informasi umum, bukan nasihat hukum.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Jika terjadi masalah',
        blocks: [
          paragraph(
            'Jika properti menolak Anda padahal mencantumkan "Pasangan dipersilakan", atau memperlakukan Anda secara tidak adil saat check-in, hubungi atau tulis kepada kami di {supportEmail} dari properti tersebut. Kami akan mencarikan penginapan lain di dekatnya atau mengembalikan dana Anda sepenuhnya.',
          ),
        ],
      },
    ],
  },
};
