// Rockman C++ driver, POSIX part (rockman/languages/cpp/render.py; trusted code).
// A unit of its own: <unistd.h> and <cxxabi.h> stay out of the solution's unit, and the nonce
// and the saved descriptors have internal linkage.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <typeinfo>
#include <cxxabi.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {
// The job is read and protocol lines written by system calls made here, never through the C
// library's read/write/writev, which a solution can define for the whole program (the linker
// prefers the executable's own definitions).
#if defined(__x86_64__)
long raw3(long number, long a, long b, long c) {
    long result;
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "a"(number), "D"(a), "S"(b), "d"(c)
                     : "rcx", "r11", "memory");
    return result;
}
#elif defined(__aarch64__)
long raw3(long number, long a, long b, long c) {
    register long x8 __asm__("x8") = number;
    register long x0 __asm__("x0") = a;
    register long x1 __asm__("x1") = b;
    register long x2 __asm__("x2") = c;
    __asm__ volatile("svc 0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2) : "memory");
    return x0;
}
#else
long raw3(long number, long a, long b, long c) {
    long result = syscall(number, a, b, c);
    return result < 0 ? -errno : result;
}
#endif

[[noreturn]] void die(const char* message) {
    unsigned long size = 0;
    while (message[size] != '\0') ++size;
    raw3(SYS_write, 2, reinterpret_cast<long>(message), static_cast<long>(size));
    for (;;) raw3(SYS_exit_group, 3, 0, 0);
}

// Which mapping of /proc/self/maps holds `address`: its inode and device (0, 0 when unknown).
// Read with raw system calls, parsed without the C library.
struct Where {
    unsigned long inode = 0, device = 0;
    bool found = false;
};

unsigned long hex_at(const char*& p) {
    unsigned long value = 0;
    for (;; ++p) {
        char ch = *p;
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
        if (d < 0) return value;
        value = value * 16 + static_cast<unsigned long>(d);
    }
}

Where where(const void* address, char* buffer, unsigned long capacity) {
    Where found;
    long fd = raw3(SYS_openat, AT_FDCWD, reinterpret_cast<long>("/proc/self/maps"),
                   O_RDONLY | O_CLOEXEC);
    if (fd < 0) return found;
    unsigned long size = 0;
    for (;;) {
        long got = raw3(SYS_read, fd, reinterpret_cast<long>(buffer + size),
                        static_cast<long>(capacity - 1 - size));
        if (got == -EINTR) continue;
        if (got <= 0) break;
        size += static_cast<unsigned long>(got);
        if (size + 1 >= capacity) break;
    }
    raw3(SYS_close, fd, 0, 0);
    buffer[size] = '\0';
    unsigned long target = reinterpret_cast<unsigned long>(address);
    for (const char* p = buffer; *p != '\0';) {
        // start-end perms offset major:minor inode path
        unsigned long start = hex_at(p);
        ++p;
        unsigned long end = hex_at(p);
        for (int field = 0; field < 3 && *p != '\0' && *p != '\n'; ++field) {
            while (*p == ' ') ++p;
            if (field == 2) {
                unsigned long major = hex_at(p);
                ++p;
                found.device = major << 20 | hex_at(p);
            } else {
                while (*p != ' ' && *p != '\0' && *p != '\n') ++p;
            }
        }
        while (*p == ' ') ++p;
        unsigned long inode = 0;
        while (*p >= '0' && *p <= '9') inode = inode * 10 + static_cast<unsigned long>(*p++ - '0');
        if (target >= start && target < end) {
            found.inode = inode;
            found.found = true;
            return found;
        }
        while (*p != '\0' && *p != '\n') ++p;
        if (*p == '\n') ++p;
    }
    return Where{};
}

// The C library functions the driver's own code calls (through std::string, std::map...)
// must be the C library's: a solution that defines memcpy or malloc could otherwise rewrite
// what the driver writes. A program whose executable defines any of them does not run.
void check_no_interposition() {
    static char buffer[1 << 16];
    Where self = where(reinterpret_cast<const void*>(&check_no_interposition), buffer,
                       sizeof buffer);
    if (!self.found) return;  // no /proc: nothing to compare with
    const void* used[] = {
        reinterpret_cast<const void*>(&std::memcpy),  reinterpret_cast<const void*>(&std::memmove),
        reinterpret_cast<const void*>(&std::memset),  reinterpret_cast<const void*>(&std::memcmp),
        reinterpret_cast<const void*>(
            static_cast<const void* (*)(const void*, int, std::size_t)>(&std::memchr)),
        reinterpret_cast<const void*>(&std::strlen),
        reinterpret_cast<const void*>(&std::malloc),  reinterpret_cast<const void*>(&std::free),
        reinterpret_cast<const void*>(&std::realloc), reinterpret_cast<const void*>(&std::calloc),
    };
    for (const void* function : used) {
        Where there = where(function, buffer, sizeof buffer);
        if (there.found && there.inode == self.inode && there.device == self.device) {
            die("rockman driver: the program defines a C library function the driver uses "
                "(memcpy, malloc...)\n");
        }
    }
}

int job_fd = -1;  // the original stdin: the job's two lines
int out_fd = -1;  // the original stdout: protocol lines
int base_fd = AT_FDCWD;  // the working folder at start: file_io fixtures stay there (chdir-proof)
char nonce[64];
unsigned long nonce_size = 0;

// Before every static initialiser of the solution (default priority 65535): save fds 0 and 1,
// then give the solution an empty stdin.
__attribute__((constructor(101))) void rockman_io_setup() {
    check_no_interposition();
    job_fd = fcntl(0, F_DUPFD_CLOEXEC, 3);
    out_fd = fcntl(1, F_DUPFD_CLOEXEC, 3);
    int here = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (here >= 0) {
        int saved = fcntl(here, F_DUPFD_CLOEXEC, 3);
        close(here);
        if (saved >= 0) base_fd = saved;
    }
    int empty = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (empty < 0) {
        int ends[2];
        if (pipe(ends) == 0) {
            close(ends[1]);
            empty = ends[0];
        }
    }
    if (empty > 0) {
        dup2(empty, 0);
        close(empty);
    }
}

// All of the iovecs, in order, with writev(2) (as one write when the pipe takes it).
bool write_all(struct iovec* parts, int count) {
    while (count > 0) {
        long wrote = raw3(SYS_writev, out_fd, reinterpret_cast<long>(parts), count);
        if (wrote == -EINTR) continue;
        if (wrote <= 0) return false;
        unsigned long done = static_cast<unsigned long>(wrote);
        while (count > 0 && done >= parts->iov_len) {
            done -= parts->iov_len;
            ++parts;
            --count;
        }
        if (count > 0) {
            parts->iov_base = static_cast<char*>(parts->iov_base) + done;
            parts->iov_len -= done;
        }
    }
    return true;
}
}  // namespace

long rockman_io_read(char* buffer, unsigned long capacity) {
    if (job_fd < 0) return -1;
    for (;;) {
        long got = raw3(SYS_read, job_fd, reinterpret_cast<long>(buffer),
                        static_cast<long>(capacity));
        if (got == -EINTR) continue;
        return got < 0 ? -1 : got;
    }
}

bool rockman_io_set_nonce(const char* text, unsigned long size) {
    if (size > sizeof nonce) return false;
    std::memcpy(nonce, text, size);
    nonce_size = size;
    return true;
}

// "\n<nonce> <json>\n", in one writev(2) when the pipe takes it.
bool rockman_io_emit(const char* json, unsigned long size) {
    if (out_fd < 0) return false;
    char newline[] = "\n", space[] = " ";
    struct iovec parts[5] = {
        {newline, 1}, {nonce, nonce_size}, {space, 1}, {const_cast<char*>(json), size},
        {newline, 1},
    };
    return write_all(parts, 5);
}

// The readable name of a mangled type name, or of the exception being handled when `mangled`
// is null, copied into buffer (at most capacity bytes); returns its length.
unsigned long rockman_io_type_name(const char* mangled, char* buffer, unsigned long capacity) {
    if (mangled == nullptr) {
        const std::type_info* type = abi::__cxa_current_exception_type();
        mangled = type != nullptr ? type->name() : "unknown";
    }
    int status = 0;
    char* readable = abi::__cxa_demangle(mangled, nullptr, nullptr, &status);
    const char* text = status == 0 && readable != nullptr ? readable : mangled;
    unsigned long size = std::strlen(text);
    if (size > capacity) size = capacity;
    std::memcpy(buffer, text, size);
    std::free(readable);
    return size;
}

// file_io fixtures, paths relative to the working folder the driver started in.
// A folder (its parent existing): 0, or an errno value (EEXIST when it is not a folder).
int rockman_io_make_dir(const char* path) {
    if (mkdirat(base_fd, path, 0777) == 0) return 0;
    int error = errno;
    struct stat st;
    if (error == EEXIST && fstatat(base_fd, path, &st, 0) == 0 && S_ISDIR(st.st_mode)) return 0;
    return error;
}

// A file holding exactly these bytes (created or truncated): 0, or an errno value.
int rockman_io_write_file(const char* path, const char* data, unsigned long size) {
    int fd = openat(base_fd, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) return errno;
    while (size > 0) {
        ssize_t wrote = write(fd, data, size);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) {
            int error = wrote < 0 ? errno : EIO;
            close(fd);
            return error;
        }
        data += wrote;
        size -= static_cast<unsigned long>(wrote);
    }
    return close(fd) == 0 ? 0 : errno;
}

// A regular file opened for reading (never blocking on a FIFO or a device), or -1.
int rockman_io_open_regular(const char* path) {
    int fd = openat(base_fd, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return -1;
    }
    return fd;
}

long rockman_io_read_some(int fd, char* buffer, unsigned long capacity) {
    for (;;) {
        ssize_t got = read(fd, buffer, capacity);
        if (got < 0 && errno == EINTR) continue;
        return static_cast<long>(got);
    }
}

void rockman_io_close(int fd) { close(fd); }

// VmHWM (the resident high-water mark) in bytes, 0 when unknown.
long long rockman_io_peak_rss() {
    FILE* status = std::fopen("/proc/self/status", "r");
    if (status == nullptr) return 0;
    char row[256];
    long long kib = 0;
    while (std::fgets(row, sizeof row, status) != nullptr) {
        if (std::strncmp(row, "VmHWM:", 6) == 0) {
            kib = std::strtoll(row + 6, nullptr, 10);
            break;
        }
    }
    std::fclose(status);
    return kib * 1024;
}
